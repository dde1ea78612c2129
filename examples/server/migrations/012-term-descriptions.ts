import type { Migration } from '../db';

/** What each product category and tag says about itself (Products → Categories / Tags → Description). */
const descriptions: [taxonomy: 'product_cat' | 'product_tag', slug: string, text: string][] = [
  [
    'product_cat',
    'elektronik',
    'Kulaklıktan akıllı saate, her gün kullandığınız cihazlarda seçilmiş fırsatlar.',
  ],
  ['product_cat', 'giyim', 'Mevsime uygun, rahat ve uzun ömürlü giyim ürünleri.'],
  ['product_cat', 'ev-yasam', 'Evinizi güzelleştiren ve işinizi kolaylaştıran ürünler.'],
  ['product_cat', 'mutfak', 'Kahveden sofraya, mutfağın her işi için.'],
  ['product_cat', 'spor-outdoor', 'Antrenmanda, doğada ve yolda yanınızda olacak ekipman.'],
  ['product_cat', 'aksesuar', 'Tamamlayıcı parçalar: cüzdan, çanta, gözlük ve daha fazlası.'],
  ['product_cat', 'sosyal-sorumluluk', 'Bağışlarınız seçtiğimiz sosyal sorumluluk projelerine aktarılır.'],
  ['product_tag', 'kampanya', 'Kampanya süresince indirimli fiyatla satılan ürünler.'],
  ['product_tag', 'cok-satan', 'Müşterilerimizin en çok tercih ettiği ürünler.'],
  ['product_tag', 'yeni', 'Mağazaya yeni eklenen ürünler.'],
  ['product_tag', 'hediyelik', 'Sevdiklerinize hediye etmek için seçtiklerimiz.'],
  ['product_tag', 'yerli-uretim', 'Türkiye’de üretilen ürünler.'],
];

/** The product categories' and tags' descriptions, printed under the title of their archives. */
export const termDescriptions: Migration = {
  name: 'term-descriptions',
  up: (db) => {
    const update = db.prepare('UPDATE terms SET description = ? WHERE taxonomy = ? AND slug = ?');
    for (const [taxonomy, slug, text] of descriptions) update.run(text, taxonomy, slug);
  },
};

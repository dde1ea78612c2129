import type { Migration } from '../db';
import { insertPost, type SeedProduct, seedProduct } from './seed';

/**
 * Ids of this migration: products 2000–2047 (after the first catalogue's 20–34), their pictures
 * 2100–2147, the `/vitrin/` page 15. Clear of every other seed range.
 */
export const listingIds = { firstProduct: 2000, firstImage: 2100, showcasePage: 15 } as const;

type Row = [
  slug: string,
  name: string,
  category: string,
  tags: string[],
  regular: number,
  sale: number | null,
  /** a deal ending N days after the first catalogue's last (12 days), so the home page's and
   * /firsatlar/'s first deals stay the same; or none */
  dealDays: number | null,
  stock: 'instock' | 'outofstock',
  /** review stars (1–5) stored as approved reviews, or none */
  ratings: number[],
  totalSales: number,
];

/** 48 more products, so the listing blocks have pages to turn: 63 in the shop. */
const rows: Row[] = [
  [
    'usb-c-sarj-adaptoru',
    'USB-C Şarj Adaptörü 65W',
    'elektronik',
    ['cok-satan'],
    549,
    449,
    null,
    'instock',
    [5, 4],
    310,
  ],
  [
    'tasinabilir-sarj-cihazi',
    'Taşınabilir Şarj Cihazı 20000 mAh',
    'elektronik',
    ['kampanya'],
    899,
    699,
    null,
    'instock',
    [4],
    228,
  ],
  ['kablosuz-mouse', 'Kablosuz Sessiz Mouse', 'elektronik', ['yeni'], 329, null, null, 'instock', [5], 95],
  [
    'mekanik-klavye',
    'Mekanik Klavye Türkçe Q',
    'elektronik',
    ['yeni', 'cok-satan'],
    1899,
    1599,
    1,
    'instock',
    [5, 5, 4],
    187,
  ],
  [
    'bluetooth-hoparlor',
    'Suya Dayanıklı Bluetooth Hoparlör',
    'elektronik',
    ['hediyelik'],
    1249,
    null,
    null,
    'outofstock',
    [3],
    64,
  ],
  ['akilli-priz', 'Wi-Fi Akıllı Priz', 'elektronik', ['kampanya'], 279, 219, null, 'instock', [], 143],
  ['web-kamerasi', 'Full HD Web Kamerası', 'elektronik', [], 749, null, null, 'instock', [4], 51],
  [
    'e-kitap-okuyucu',
    'E-Kitap Okuyucu 6 inç',
    'elektronik',
    ['hediyelik'],
    3299,
    2899,
    null,
    'instock',
    [5],
    77,
  ],
  ['kapsonlu-yagmurluk', 'Kapşonlu Yağmurluk', 'giyim', ['yeni'], 899, null, null, 'instock', [4], 42],
  ['keten-gomlek', 'Keten Gömlek', 'giyim', ['yerli-uretim'], 649, 519, null, 'instock', [5, 4], 88],
  ['yun-bere', 'Yün Bere', 'giyim', ['hediyelik'], 199, null, null, 'instock', [], 130],
  ['kot-ceket', 'Kot Ceket', 'giyim', ['cok-satan'], 1199, 949, null, 'instock', [4, 4], 176],
  [
    'pamuklu-pijama-takimi',
    'Pamuklu Pijama Takımı',
    'giyim',
    ['yerli-uretim'],
    459,
    null,
    null,
    'outofstock',
    [5],
    69,
  ],
  ['spor-corap-seti', 'Spor Çorap Seti (6 Çift)', 'giyim', ['kampanya'], 149, 119, null, 'instock', [], 402],
  ['ipek-esarp', 'İpek Eşarp', 'giyim', ['hediyelik', 'yerli-uretim'], 799, null, null, 'instock', [5], 33],
  ['triko-kazak', 'Triko Kazak', 'giyim', [], 699, 559, null, 'instock', [3, 4], 58],
  [
    'pamuk-nevresim-takimi',
    'Pamuk Saten Nevresim Takımı',
    'ev-yasam',
    ['yerli-uretim'],
    1499,
    1199,
    null,
    'instock',
    [5, 5],
    121,
  ],
  ['dekoratif-yastik', 'Dekoratif Kırlent', 'ev-yasam', ['yeni'], 189, null, null, 'instock', [], 74],
  ['led-masa-lambasi', 'LED Masa Lambası', 'ev-yasam', ['cok-satan'], 429, 349, null, 'instock', [4], 205],
  ['bambu-banyo-seti', 'Bambu Banyo Seti', 'ev-yasam', ['hediyelik'], 359, null, null, 'outofstock', [4], 27],
  [
    'aromaterapi-difuzoru',
    'Aromaterapi Difüzörü',
    'ev-yasam',
    ['kampanya'],
    599,
    449,
    null,
    'instock',
    [5],
    99,
  ],
  ['duvar-saati', 'Ahşap Duvar Saati', 'ev-yasam', ['yerli-uretim'], 329, null, null, 'instock', [], 40],
  ['hali-yolluk', 'Kilim Desenli Yolluk', 'ev-yasam', ['yerli-uretim'], 899, 749, null, 'instock', [4], 36],
  ['saklama-kutusu-seti', 'Saklama Kutusu Seti', 'ev-yasam', [], 249, null, null, 'instock', [3], 150],
  [
    'dokum-tava',
    'Döküm Tava 28 cm',
    'mutfak',
    ['cok-satan', 'yerli-uretim'],
    899,
    749,
    null,
    'instock',
    [5, 4],
    260,
  ],
  [
    'turk-kahvesi-makinesi',
    'Türk Kahvesi Makinesi',
    'mutfak',
    ['cok-satan'],
    1799,
    1499,
    2,
    'instock',
    [5, 5, 5],
    340,
  ],
  ['cay-makinesi', 'Çelik Çaydanlık Seti', 'mutfak', ['yerli-uretim'], 699, null, null, 'instock', [4], 118],
  ['bicak-seti', 'Şef Bıçak Seti', 'mutfak', ['hediyelik'], 1299, 999, null, 'outofstock', [4], 61],
  ['blender', 'El Blenderi', 'mutfak', ['kampanya'], 799, 599, null, 'instock', [], 133],
  ['baharat-seti', 'Cam Baharatlık Seti', 'mutfak', ['yeni'], 279, null, null, 'instock', [5], 47],
  ['termos', 'Çelik Termos 1 L', 'mutfak', [], 449, null, null, 'instock', [4, 5], 89],
  ['yemek-takimi', 'Porselen Yemek Takımı', 'mutfak', ['hediyelik'], 2499, 1999, null, 'instock', [5], 22],
  ['yoga-mati', 'Kaymaz Yoga Matı', 'spor-outdoor', ['cok-satan'], 399, 319, null, 'instock', [5, 4], 221],
  ['dambil-seti', 'Ayarlanabilir Dambıl Seti', 'spor-outdoor', [], 1899, null, null, 'outofstock', [4], 53],
  ['kamp-cadiri', 'İki Kişilik Kamp Çadırı', 'spor-outdoor', ['yeni'], 2299, 1899, 3, 'instock', [4], 38],
  ['uyku-tulumu', 'Uyku Tulumu', 'spor-outdoor', [], 1199, null, null, 'instock', [], 29],
  ['atlama-ipi', 'Rulmanlı Atlama İpi', 'spor-outdoor', ['kampanya'], 129, 99, null, 'instock', [3], 310],
  ['matara', 'Alüminyum Matara', 'spor-outdoor', ['hediyelik'], 179, null, null, 'instock', [5], 97],
  [
    'kosu-ayakkabisi',
    'Koşu Ayakkabısı',
    'spor-outdoor',
    ['cok-satan'],
    1999,
    1599,
    null,
    'instock',
    [4, 5],
    144,
  ],
  ['bisiklet-kaski', 'Bisiklet Kaskı', 'spor-outdoor', [], 899, null, null, 'instock', [4], 41],
  ['deri-cuzdan', 'Deri Cüzdan', 'aksesuar', ['yerli-uretim', 'hediyelik'], 499, 399, 4, 'instock', [5], 86],
  ['gunes-gozlugu', 'Polarize Güneş Gözlüğü', 'aksesuar', ['yeni'], 749, null, null, 'instock', [4], 63],
  ['sirt-cantasi', 'Laptop Sırt Çantası', 'aksesuar', ['cok-satan'], 999, 799, null, 'instock', [5, 4], 172],
  ['kol-saati', 'Klasik Kol Saati', 'aksesuar', ['hediyelik'], 1599, null, null, 'outofstock', [4], 31],
  [
    'anahtarlik',
    'Nazar Boncuklu Anahtarlık',
    'aksesuar',
    ['yerli-uretim'],
    79,
    null,
    null,
    'instock',
    [],
    260,
  ],
  ['sal', 'Desenli Şal', 'aksesuar', ['kampanya'], 299, 229, null, 'instock', [3], 71],
  ['fidan-bagisi', 'Fidan Bağışı', 'sosyal-sorumluluk', ['kampanya'], 50, null, null, 'instock', [5], 480],
  ['kitap-bagisi', 'Köy Okuluna Kitap', 'sosyal-sorumluluk', [], 100, null, null, 'instock', [5], 150],
];

/** Seeded reviewers of the listing products' ratings. */
const reviewers = ['Ayşe K.', 'Mehmet Y.', 'Zeynep Ş.', 'Emre Ç.', 'İpek Ö.'];

/** The listing blocks' demo catalogue (issue 12) and the page that shows them, `/vitrin/`. */
export const listingProducts: Migration = {
  name: 'listing-products',
  up: (db, { now }) => {
    const dateGmt = new Date(now).toISOString().slice(0, 19).replace('T', ' ');
    const insertReview = db.prepare(
      `INSERT INTO comments (post_id, author_name, author_email, content, type, rating, status, date_gmt)
       VALUES (?, ?, ?, ?, 'review', ?, 'approved', ?)`,
    );
    rows.forEach((row, index) => {
      const [slug, name, category, tags, regular, sale, dealDays, stock, ratings, totalSales] = row;
      const id = listingIds.firstProduct + index;
      const product: SeedProduct = {
        id,
        slug,
        name,
        type: 'simple',
        short: `${name}: Fırsat Çarşısı seçkisi.`,
        description: `<p>${name}, özenle seçilmiş ve hızlı kargoyla gönderilir.</p>`,
        categories: [category],
        tags,
        regular,
        ...(sale === null ? {} : { sale }),
        ...(dealDays === null ? {} : { dealDays: 12 + dealDays }),
        stock,
        totalSales,
      };
      seedProduct(db, product, 100 + index, dateGmt, listingIds.firstImage + index);
      ratings.forEach((rating, r) => {
        const author = reviewers[(index + r) % reviewers.length] ?? 'Müşteri';
        insertReview.run(id, author, `yorum${index}-${r}@example.com`, 'Beklediğim gibi.', rating, dateGmt);
      });
    });
    insertPost(db, {
      id: listingIds.showcasePage,
      type: 'page',
      slug: 'vitrin',
      title: 'Vitrin',
      dateGmt,
    });
  },
};

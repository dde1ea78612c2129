/**
 * The demo catalogue. Ids are fixed so tests, stories and the README can name them:
 * products 20–34, their variations 100–159, their images 60–74.
 */
export interface SeedAttribute {
  /** 'pa_renk' for a global attribute (taxonomy), or a custom attribute's label ('Malzeme') */
  name: string;
  taxonomy: boolean;
  options: string[];
  variation: boolean;
}

export interface SeedVariation {
  id: number;
  /** keyed by attribute name without the 'attribute_' prefix: { pa_renk: 'kirmizi', malzeme: '' } */
  attributes: Record<string, string>;
  regular: number;
  sale?: number;
  stock?: 'instock' | 'outofstock';
  stockQuantity?: number;
  maxQty?: number;
}

export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  short: string;
  description: string;
  categories: string[];
  tags?: string[];
  /** lira */
  regular?: number;
  sale?: number;
  /** a deal: the sale ends at the end of (today + dealDays); negative = ended */
  dealDays?: number;
  stock?: 'instock' | 'outofstock';
  stockQuantity?: number;
  soldIndividually?: boolean;
  minQty?: number;
  maxQty?: number;
  featured?: boolean;
  nyp?: { min: number; max: number; suggested: number };
  sizeChart?: string;
  videoUrl?: string;
  weightKg?: number;
  dimensionsCm?: [number, number, number];
  virtual?: boolean;
  totalSales?: number;
  attributes?: SeedAttribute[];
  variations?: SeedVariation[];
}

export const productCategories: [slug: string, name: string][] = [
  ['elektronik', 'Elektronik'],
  ['giyim', 'Giyim'],
  ['ev-yasam', 'Ev & Yaşam'],
  ['mutfak', 'Mutfak'],
  ['spor-outdoor', 'Spor & Outdoor'],
  ['aksesuar', 'Aksesuar'],
  ['sosyal-sorumluluk', 'Sosyal Sorumluluk'],
];

export const productTags: [slug: string, name: string][] = [
  ['kampanya', 'Kampanya'],
  ['cok-satan', 'Çok Satan'],
  ['yeni', 'Yeni'],
  ['hediyelik', 'Hediyelik'],
  ['yerli-uretim', 'Yerli Üretim'],
];

export const attributeTaxonomies: {
  name: string;
  label: string;
  type: 'select' | 'color' | 'button';
  terms: [slug: string, name: string, color?: string][];
}[] = [
  {
    name: 'renk',
    label: 'Renk',
    type: 'color',
    terms: [
      ['kirmizi', 'Kırmızı', '#d32f2f'],
      ['mavi', 'Mavi', '#1e63c5'],
      ['siyah', 'Siyah', '#151515'],
      ['beyaz', 'Beyaz', '#ffffff'],
      ['yesil', 'Yeşil', '#2e7d32'],
    ],
  },
  {
    name: 'beden',
    label: 'Beden',
    type: 'button',
    terms: [
      ['s', 'S'],
      ['m', 'M'],
      ['l', 'L'],
      ['xl', 'XL'],
    ],
  },
  {
    name: 'numara',
    label: 'Numara',
    type: 'select',
    terms: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'].map((n): [string, string] => [n, n]),
  },
];

const shoeColours = ['siyah', 'beyaz', 'mavi', 'kirmizi'];
const shoeSizes = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'];

/** 4 colours × 10 sizes = 40 variations: more than 30, so the page prints data-product_variations="false". */
function shoeVariations(): SeedVariation[] {
  return shoeColours.flatMap((colour, c) =>
    shoeSizes.map((size, s) => ({
      id: 120 + c * 10 + s,
      attributes: { pa_renk: colour, pa_numara: size },
      regular: size === '44' || size === '45' ? 1299.9 : 1199.9,
      ...(colour === 'mavi' ? { sale: 999.9 } : {}),
      // the largest red shoes are sold out
      ...(colour === 'kirmizi' && size === '45' ? { stock: 'outofstock' as const } : {}),
    })),
  );
}

const sizeChart = [
  '<table class="firsat-size-chart"><thead><tr><th>Beden</th><th>Göğüs (cm)</th><th>Boy (cm)</th></tr></thead><tbody>',
  '<tr><td>S</td><td>96</td><td>70</td></tr>',
  '<tr><td>M</td><td>102</td><td>72</td></tr>',
  '<tr><td>L</td><td>108</td><td>74</td></tr>',
  '<tr><td>XL</td><td>114</td><td>76</td></tr>',
  '</tbody></table>',
].join('');

export const products: SeedProduct[] = [
  {
    id: 20,
    slug: 'kablosuz-kulaklik',
    name: 'Kablosuz Bluetooth Kulaklık',
    type: 'simple',
    short: 'Aktif gürültü engelleme, 30 saat pil ömrü ve hızlı şarj.',
    description:
      '<p>Kulak üstü tasarımı ve yumuşak yastıklarıyla gün boyu rahat kullanım sunar. Bluetooth 5.3 ile iki cihaza aynı anda bağlanır.</p><p>Kutu içeriği: kulaklık, USB-C kablo, taşıma kılıfı.</p>',
    categories: ['elektronik'],
    tags: ['kampanya', 'cok-satan'],
    regular: 1299.9,
    sale: 899.9,
    dealDays: 3,
    stockQuantity: 25,
    featured: true,
    weightKg: 0.25,
    dimensionsCm: [18, 16, 8],
    totalSales: 412,
  },
  {
    id: 21,
    slug: 'akilli-saat-pro',
    name: 'Akıllı Saat Pro',
    type: 'simple',
    short: 'Nabız, uyku ve adım takibi; 1,4 inç AMOLED ekran.',
    description:
      '<p>Suya dayanıklı kasası ve 100’den fazla spor moduyla her antrenmana eşlik eder. Tanıtım videosunu ürün görselinden izleyebilirsiniz.</p>',
    categories: ['elektronik'],
    tags: ['kampanya', 'yeni'],
    regular: 3499,
    sale: 2799,
    dealDays: 1,
    stockQuantity: 10,
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    weightKg: 0.05,
    totalSales: 138,
  },
  {
    id: 22,
    slug: 'celik-termos',
    name: 'Paslanmaz Çelik Termos 500 ml',
    type: 'simple',
    short: 'Sıcağı 12, soğuğu 24 saat korur.',
    description: '<p>Çift cidarlı paslanmaz çelik gövde, sızdırmaz kapak. Bu fırsatın süresi doldu.</p>',
    categories: ['mutfak', 'spor-outdoor'],
    tags: ['kampanya'],
    regular: 449.9,
    sale: 299.9,
    dealDays: -2,
    stockQuantity: 40,
    totalSales: 95,
  },
  {
    id: 23,
    slug: 'kaymaz-yoga-mati',
    name: 'Kaymaz Yoga Matı',
    type: 'simple',
    short: '6 mm kalınlık, çift taraflı kaymaz yüzey.',
    description: '<p>Doğal kauçuk tabanı sayesinde her zeminde sabit durur. Taşıma askısı hediye.</p>',
    categories: ['spor-outdoor'],
    tags: ['kampanya', 'hediyelik'],
    regular: 599,
    sale: 449,
    dealDays: 7,
    stockQuantity: 60,
    totalSales: 57,
  },
  {
    id: 24,
    slug: 'robot-supurge',
    name: 'Akıllı Robot Süpürge',
    type: 'simple',
    short: 'Lazer haritalama, paspas modu ve uygulama kontrolü.',
    description:
      '<p>Odalarınızı haritalar, halıyı algılayınca emiş gücünü artırır. Şarjı bitince istasyonuna döner.</p>',
    categories: ['ev-yasam', 'elektronik'],
    tags: ['kampanya', 'cok-satan'],
    regular: 8999,
    sale: 6999,
    dealDays: 5,
    stockQuantity: 8,
    featured: true,
    weightKg: 3.2,
    dimensionsCm: [35, 35, 9.5],
    totalSales: 76,
  },
  {
    id: 25,
    slug: 'pamuklu-basic-tisort',
    name: 'Pamuklu Basic Tişört',
    type: 'variable',
    short: '%100 organik pamuk, bisiklet yaka. Beden tablosuna göz atın.',
    description:
      '<p>Yumuşak dokulu, çekmeye karşı ön yıkamalı kumaş. Mavi renk her bedende aynı fiyattır.</p>',
    categories: ['giyim'],
    tags: ['yerli-uretim'],
    sizeChart,
    totalSales: 230,
    attributes: [
      { name: 'pa_renk', taxonomy: true, options: ['kirmizi', 'mavi', 'siyah'], variation: true },
      { name: 'pa_beden', taxonomy: true, options: ['s', 'm', 'l'], variation: true },
    ],
    variations: [
      { id: 100, attributes: { pa_renk: 'kirmizi', pa_beden: 's' }, regular: 199.9, stockQuantity: 12 },
      { id: 101, attributes: { pa_renk: 'kirmizi', pa_beden: 'm' }, regular: 199.9, stockQuantity: 3 },
      { id: 102, attributes: { pa_renk: 'kirmizi', pa_beden: 'l' }, regular: 219.9 },
      // "any" size: one variation covers every beden of the blue shirt
      { id: 103, attributes: { pa_renk: 'mavi', pa_beden: '' }, regular: 189.9 },
      { id: 104, attributes: { pa_renk: 'siyah', pa_beden: 'l' }, regular: 229.9, stock: 'outofstock' },
      { id: 105, attributes: { pa_renk: 'siyah', pa_beden: 's' }, regular: 199.9, sale: 149.9, maxQty: 2 },
    ],
  },
  {
    id: 26,
    slug: 'kapusonlu-sweatshirt',
    name: 'Kapüşonlu Sweatshirt',
    type: 'variable',
    short: 'Şardonlu iç yüzey, kanguru cep.',
    description: '<p>Pamuk ya da polar seçenekleriyle. Pamuklu model her renkte aynı fiyattır.</p>',
    categories: ['giyim'],
    tags: ['yeni'],
    totalSales: 64,
    attributes: [
      { name: 'pa_renk', taxonomy: true, options: ['siyah', 'beyaz'], variation: true },
      // a custom (non-taxonomy) attribute: values are the labels themselves
      { name: 'Malzeme', taxonomy: false, options: ['Pamuk', 'Polar'], variation: true },
    ],
    variations: [
      { id: 110, attributes: { pa_renk: '', malzeme: 'Pamuk' }, regular: 549.9 },
      { id: 111, attributes: { pa_renk: 'siyah', malzeme: 'Polar' }, regular: 649.9 },
      { id: 112, attributes: { pa_renk: 'beyaz', malzeme: 'Polar' }, regular: 649.9, sale: 579.9 },
    ],
  },
  {
    id: 27,
    slug: 'hafif-kosu-ayakkabisi',
    name: 'Hafif Koşu Ayakkabısı',
    type: 'variable',
    short: 'Nefes alan file yüzey, yastıklamalı taban. 4 renk, 10 numara.',
    description:
      '<p>40 farklı seçeneğiyle sayfa varyasyonları önceden yüklemez; seçiminiz tamamlanınca sunucuya sorulur.</p>',
    categories: ['spor-outdoor', 'giyim'],
    tags: ['cok-satan'],
    totalSales: 310,
    attributes: [
      { name: 'pa_renk', taxonomy: true, options: shoeColours, variation: true },
      { name: 'pa_numara', taxonomy: true, options: shoeSizes, variation: true },
    ],
    variations: shoeVariations(),
  },
  {
    id: 28,
    slug: 'el-yapimi-seramik-kupa',
    name: 'El Yapımı Seramik Kupa',
    type: 'simple',
    short: 'Her biri tek, sırlı seramik. Siparişte yalnızca bir adet.',
    description: '<p>Kütahya’daki atölyemizde elde şekillendirilir; iki kupa birbirinin aynısı değildir.</p>',
    categories: ['mutfak'],
    tags: ['hediyelik', 'yerli-uretim'],
    regular: 249.9,
    soldIndividually: true,
    stockQuantity: 1,
    totalSales: 12,
  },
  {
    id: 29,
    slug: 'zeytin-agaci-kesme-tahtasi',
    name: 'Zeytin Ağacı Kesme Tahtası',
    type: 'simple',
    short: 'Masif zeytin ağacı, 40 × 25 cm.',
    description: '<p>Yeni parti hazırlanıyor; stoklar tükendi.</p>',
    categories: ['mutfak'],
    tags: ['yerli-uretim'],
    regular: 389.9,
    stock: 'outofstock',
    totalSales: 88,
  },
  {
    id: 30,
    slug: 'filtre-kahve-cekirdegi',
    name: 'Filtre Kahve Çekirdeği 1 kg',
    type: 'simple',
    short: 'Kolombiya çekirdeği, orta kavrum. En az 2, en fazla 10 paket.',
    description: '<p>Haftalık kavrulur, kavrum tarihinden sonraki üç gün içinde gönderilir.</p>',
    categories: ['mutfak'],
    tags: ['cok-satan'],
    regular: 699.9,
    minQty: 2,
    maxQty: 10,
    stockQuantity: 200,
    weightKg: 1,
    totalSales: 540,
  },
  {
    id: 31,
    slug: 'askida-urun-bagisi',
    name: 'Askıda Ürün Bağışı',
    type: 'simple',
    short: 'Dilediğiniz tutarı siz belirleyin (50 ₺ – 5.000 ₺).',
    description: '<p>Bağışlarınız ihtiyaç sahibi ailelere gıda kolisi olarak ulaştırılır.</p>',
    categories: ['sosyal-sorumluluk'],
    regular: 100,
    nyp: { min: 50, max: 5000, suggested: 100 },
    virtual: true,
    totalSales: 73,
  },
  {
    id: 32,
    slug: 'hakiki-deri-cuzdan',
    name: 'Hakiki Deri Cüzdan',
    type: 'simple',
    short: 'Bitkisel tabaklanmış deri, 8 kart bölmesi.',
    description: '<p>El dikişi, zamanla güzelleşen doğal deri.</p>',
    categories: ['aksesuar'],
    tags: ['hediyelik'],
    regular: 899.9,
    stockQuantity: 18,
    totalSales: 41,
  },
  {
    id: 33,
    slug: 'katlanir-kamp-sandalyesi',
    name: 'Katlanır Kamp Sandalyesi',
    type: 'simple',
    short: 'Alüminyum iskelet, 120 kg taşıma kapasitesi.',
    description: '<p>İndirimde, ama bitiş tarihi yok: fırsat sayacı gösterilmez.</p>',
    categories: ['spor-outdoor'],
    regular: 749.9,
    sale: 599.9,
    stockQuantity: 30,
    totalSales: 27,
  },
  {
    id: 34,
    slug: 'powerbank-20000',
    name: '20.000 mAh Powerbank',
    type: 'simple',
    short: '22,5 W hızlı şarj, üç cihazı aynı anda şarj eder.',
    description: '<p>Uçak kabinine uygun kapasite, LED şarj göstergesi.</p>',
    categories: ['elektronik'],
    tags: ['kampanya'],
    regular: 999.9,
    sale: 749.9,
    dealDays: 12,
    stockQuantity: 70,
    totalSales: 205,
  },
];

import type { Database } from 'better-sqlite3';
import { gmtDateTime } from '../../lib';
import { ensureTerm, insertPost, relate } from './seed-helpers';
import { userIds } from './seed-users';

/** Page ids: the pages the demo routes render (the page's id is its `page-id-N` and page_id). */
export const pageIds = {
  home: 2,
  cart: 3,
  checkout: 4,
  account: 5,
  deals: 6,
  demo: 7,
  badAttribute: 8,
  lateHtml: 9,
  blog: 10,
} as const;

const pages: { id: number; slug: string; title: string; parentId?: number }[] = [
  { id: pageIds.home, slug: 'ana-sayfa', title: 'Ana Sayfa' },
  { id: pageIds.cart, slug: 'sepet', title: 'Sepet' },
  { id: pageIds.checkout, slug: 'odeme', title: 'Ödeme' },
  { id: pageIds.account, slug: 'hesabim', title: 'Hesabım' },
  { id: pageIds.deals, slug: 'firsatlar', title: 'Fırsatlar' },
  { id: pageIds.demo, slug: 'demo', title: 'Demo sayfaları' },
  { id: pageIds.badAttribute, slug: 'bozuk-nitelik', title: 'Bozuk nitelik', parentId: pageIds.demo },
  { id: pageIds.lateHtml, slug: 'sonradan', title: 'Sonradan eklenen fırsat', parentId: pageIds.demo },
  { id: pageIds.blog, slug: 'blog', title: 'Blog' },
];

export const postCategories: [slug: string, name: string][] = [
  ['alisveris-rehberi', 'Alışveriş Rehberi'],
  ['firsat-bulteni', 'Fırsat Bülteni'],
  ['tarifler', 'Tarifler'],
  ['teknoloji', 'Teknoloji'],
];

export const postTags: [slug: string, name: string][] = [
  ['indirim', 'İndirim'],
  ['kargo', 'Kargo'],
  ['ipucu', 'İpucu'],
  ['elektronik', 'Elektronik'],
  ['mutfak', 'Mutfak'],
];

interface SeedArticle {
  slug: string;
  title: string;
  paragraphs: string[];
  author: keyof typeof userIds;
  categories: string[];
  tags: string[];
  date: string;
}

const articles: SeedArticle[] = [
  {
    slug: 'kasim-indirimlerinde-dikkat-edilecekler',
    title: 'Kasım indirimlerinde dikkat edilecek 7 nokta',
    paragraphs: [
      'Büyük indirim dönemlerinde fiyat geçmişine bakmak, gerçek fırsatı sahte indirimden ayırmanın en kolay yoludur.',
      'Sepete eklediğiniz ürünlerin kargo ücretini ve iade koşullarını ödeme adımından önce kontrol edin.',
    ],
    author: 'mehmet',
    categories: ['alisveris-rehberi'],
    tags: ['indirim', 'ipucu'],
    date: '2026-11-02 07:30:00',
  },
  {
    slug: 'robot-supurge-secerken',
    title: 'Robot süpürge seçerken nelere bakmalı?',
    paragraphs: [
      'Lazer haritalama, kamera tabanlı gezinmeye göre karanlık odalarda daha güvenilir sonuç verir.',
      'Evcil hayvanınız varsa kauçuk fırçalı modelleri tercih edin; tüyler fırçaya daha az dolanır.',
    ],
    author: 'mehmet',
    categories: ['teknoloji', 'alisveris-rehberi'],
    tags: ['elektronik'],
    date: '2026-10-20 09:00:00',
  },
  {
    slug: 'filtre-kahve-demleme-rehberi',
    title: 'Evde filtre kahve demleme rehberi',
    paragraphs: [
      'Bir fincan için 15 gram kahve ve 250 ml, 92–96 °C sıcaklıkta su iyi bir başlangıç oranıdır.',
      'Kahveyi demlemeden hemen önce orta kalınlıkta öğütmek aromayı korur.',
    ],
    author: 'ayse',
    categories: ['tarifler'],
    tags: ['mutfak', 'ipucu'],
    date: '2026-10-05 06:45:00',
  },
  {
    slug: 'ucretsiz-kargo-firsatlari',
    title: 'Ücretsiz kargo için sepetinizi nasıl tamamlarsınız?',
    paragraphs: [
      '750 ₺ ve üzeri siparişlerde kargo ücretsiz. Eşiğe az kaldıysa küçük mutfak ürünleri iyi bir tamamlayıcıdır.',
    ],
    author: 'yonetici',
    categories: ['alisveris-rehberi'],
    tags: ['kargo', 'indirim'],
    date: '2026-09-18 10:15:00',
  },
  {
    slug: 'menemen-tarifi',
    title: 'Soğanlı mı soğansız mı? Klasik menemen tarifi',
    paragraphs: [
      'Domatesleri rendeleyip suyunu çektirdikten sonra biberleri ekleyin; yumurtayı en son, ocağı kısarak karıştırın.',
    ],
    author: 'ayse',
    categories: ['tarifler'],
    tags: ['mutfak'],
    date: '2026-09-01 05:00:00',
  },
  {
    slug: 'akilli-saat-karsilastirma',
    title: 'Akıllı saat karşılaştırması: pil ömrü mü, ekran mı?',
    paragraphs: [
      'AMOLED ekranlar daha canlı görünür ama her zaman açık ekran modu pil ömrünü belirgin biçimde kısaltır.',
    ],
    author: 'mehmet',
    categories: ['teknoloji'],
    tags: ['elektronik'],
    date: '2026-08-14 12:00:00',
  },
  {
    slug: 'termos-bakimi',
    title: 'Çelik termosunuzu ilk günkü gibi tutmanın yolları',
    paragraphs: ['Karbonatlı ılık su ile bir gece bekletmek çay ve kahve lekelerini kolayca çıkarır.'],
    author: 'ayse',
    categories: ['alisveris-rehberi'],
    tags: ['mutfak', 'ipucu'],
    date: '2026-07-30 08:20:00',
  },
  {
    slug: 'yoga-matiyla-ilk-adim',
    title: 'Yoga matıyla ilk adım: evde 15 dakikalık rutin',
    paragraphs: ['Güne kısa bir esneme rutiniyle başlamak gün boyu duruşunuzu iyileştirir.'],
    author: 'ayse',
    categories: ['alisveris-rehberi'],
    tags: ['ipucu'],
    date: '2026-07-12 04:30:00',
  },
];

/** Weekly bulletins, enough of them (117 + 8 articles = 125 posts) that per_page=100 has a page 2. */
const bulletinCount = 117;
const bulletinBase = Date.UTC(2024, 4, 6, 5, 0, 0); // Monday 6 May 2024, 08:00 in Istanbul
const bulletinProducts = ['kulaklık', 'akıllı saat', 'robot süpürge', 'yoga matı', 'powerbank', 'termos'];

function bulletin(index: number): SeedArticle {
  const week = index + 1;
  const featured = bulletinProducts[index % bulletinProducts.length] ?? 'kulaklık';
  return {
    slug: `firsat-bulteni-${week}`,
    title: `Fırsat Bülteni #${week}: bu haftanın öne çıkanları`,
    paragraphs: [
      `Bu hafta ${featured} kategorisinde seçili ürünlerde sınırlı süreli indirimler var.`,
      'Fırsat sayaçlarını takip edin: süre dolduğunda fiyatlar normale döner.',
    ],
    author: (['ayse', 'mehmet', 'yonetici'] as const)[index % 3] ?? 'ayse',
    categories: ['firsat-bulteni'],
    tags: index % 2 === 0 ? ['indirim'] : ['indirim', 'kargo'],
    date: gmtDateTime(bulletinBase + index * 7 * 86_400_000),
  };
}

/** Post ids start here; the 125 posts take 200–324. */
export const firstPostId = 200;
export const postCount = articles.length + bulletinCount;

export function seedContent(db: Database, dateGmt: string): void {
  for (const page of pages) {
    insertPost(db, {
      id: page.id,
      type: 'page',
      slug: page.slug,
      title: page.title,
      authorId: userIds.yonetici,
      parentId: page.parentId ?? null,
      commentStatus: 'closed',
      dateGmt,
    });
  }
  for (const [slug, name] of postCategories) ensureTerm(db, 'category', slug, name);
  for (const [slug, name] of postTags) ensureTerm(db, 'post_tag', slug, name);

  // ids follow the dates, as they would on a blog written over time
  const all = [...Array.from({ length: bulletinCount }, (_, i) => bulletin(i)), ...articles].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  all.forEach((article, index) => {
    const id = firstPostId + index;
    insertPost(db, {
      id,
      type: 'post',
      slug: article.slug,
      title: article.title,
      content: article.paragraphs.map((p) => `<p>${p}</p>`).join('\n'),
      excerpt: '',
      authorId: userIds[article.author],
      dateGmt: article.date,
    });
    relate(db, id, 'category', article.categories);
    relate(db, id, 'post_tag', article.tags);
  });
}

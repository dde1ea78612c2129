import { html } from '../../lib';
import { pageIds } from '../../migrations';
import { definePage } from '../define';

/** The test pages: reachable for the tests and for developers, linked from no page of the shop. */
export const testPages: { path: string; title: string; about: string }[] = [
  {
    path: '/demo/bozuk-nitelik/',
    title: 'Bozuk nitelik',
    about: 'Bozuk bir data-* niteliği olan ada başlamaz, sunucunun HTML’i olduğu gibi kalır.',
  },
  {
    path: '/demo/sonradan/',
    title: 'Sonradan eklenen fırsat',
    about: 'Sayfaya sonradan gelen HTML’deki adalar da başlar ve kaldırılınca durur.',
  },
  {
    path: '/demo/biten-firsat/',
    title: 'Biten fırsat',
    about: 'Süresi dolmuş bir fırsatın sayacı sıfırları gösterir.',
  },
  {
    path: '/demo/sepet-suresi/',
    title: 'Sepet ayırma süresi',
    about: 'Süre dolunca yalnızca gizlenen sepet sayacı (sepette ürün varken).',
  },
  {
    path: '/demo/iletisim-kutusu/',
    title: 'İletişim kutusu',
    about:
      'Sayfanın yazdığı bir iletişim kutusu, uyarı ve onay kutuları: klavye, ekran okuyucu, kapanınca odak geri döner.',
  },
  {
    path: '/demo/sepet-bolumleri/',
    title: 'Sepet bölümleri',
    about: 'Sepet oluşturucunun kupon bölümü: başlığı kupon formunu açar ve kapatır.',
  },
  {
    path: '/demo/sepete-git/',
    title: 'Ekleyince sepete git',
    about: 'Sepete ekleme ayarı açık: ürün eklendikten 2 saniye sonra sepet sayfası açılır.',
  },
  {
    path: '/demo/hareketli-buton/',
    title: 'Hareketli sepet düğmesi',
    about: 'product-blocks’un hareketli sepete ekle düğmesi açık (sallanma, 2 saniyede bir).',
  },
  {
    path: '/demo/urun-listeleri/',
    title: 'Ürün listeleri',
    about: 'Karşılaştırma bildirimi ve kenar çubuğu, menü blokları, giriş gerektiren istek listesi.',
  },
  {
    path: '/blog/kablosuz-kulaklik-incelemesi/',
    title: 'Videolu blog yazısı',
    about:
      'Yapışkan video, içindekiler ve başa dön, paylaşım çubukları, video penceresi açan benzer yazılar, haber bandı.',
  },
  {
    path: '/demo/postx-gercek/',
    title: 'Gerçek PostX sayfası',
    about:
      'Gerçek post-blocks eklentisinin yazdığı ızgara sayfası, betikleri yerine firsat ile (jQuery’siz hâli: ?jquery=0).',
  },
];

/** /demo/: the index of the test pages (not in the shop's menu: a shopper does not meet them). */
export default definePage({
  path: '/demo',
  render: () => ({
    title: 'Demo sayfaları',
    bodyClass: ['wp-singular', 'page-template-default', 'page', `page-id-${pageIds.demo}`],
    pageId: pageIds.demo,
    main: html`<article id="post-${pageIds.demo}" class="post-${pageIds.demo} page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Demo sayfaları</h1></header>
<div class="entry-content">
<p>Testlerin ve geliştiricilerin kullandığı sayfalar; mağazanın menüsünde yer almazlar.</p>
<ul class="firsat-test-pages">${testPages.map((page) => html`<li><a href="${page.path}">${page.title}</a>: ${page.about}</li>`)}</ul>
</div>
</article>`,
  }),
});

/** Fixed facts about the demo shop, the values a WordPress install keeps in its options. */
export const site = {
  name: 'Fırsat Çarşısı',
  description: 'Her gün yeni fırsatlar',
  locale: 'tr_TR',
  htmlLang: 'tr',
  currency: 'TRY',
  /** get_woocommerce_currency_symbol() for TRY, as WooCommerce prints it */
  currencySymbolHtml: '&#8378;',
  /** Turkish shops print the lira after the amount: 1.299,90 ₺ */
  currencyPosition: 'right_space',
  thousandSeparator: '.',
  decimalSeparator: ',',
  decimals: 2,
  theme: 'firsat-demo',
  wpVersion: '6.8.1',
  wcVersion: '10.0.0',
  /** A session lives 48 h and is renewed once it is 47 h old, as WooCommerce's session cookie. */
  sessionSeconds: 48 * 3600,
  sessionRenewSeconds: 47 * 3600,
  defaultNonceTtlSeconds: 86_400,
} as const;

/** Where WordPress keeps things, relative to the site root. */
export const paths = {
  adminAjax: '/wp-admin/admin-ajax.php',
  wcAjax: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  theme: `/wp-content/themes/${site.theme}/`,
  /** the site logo (custom_logo) and its dark-mode picture (PostX's ultp_site_dark_logo) */
  logo: `/wp-content/themes/${site.theme}/firsat-logo.svg`,
  darkLogo: `/wp-content/themes/${site.theme}/firsat-logo-koyu.svg`,
  uploads: '/wp-content/uploads/',
  productBlocksPlugin: '/wp-content/plugins/product-blocks/',
  postBlocksPlugin: '/wp-content/plugins/ultimate-post/',
  firsat: '/firsat/',
  shop: '/magaza/',
  cart: '/sepet/',
  checkout: '/odeme/',
  account: '/hesabim/',
  deals: '/firsatlar/',
  login: '/wp-login.php',
  product: (slug: string) => `/urun/${slug}/`,
  productCategory: (slug: string) => `/urun-kategori/${slug}/`,
  productTag: (slug: string) => `/urun-etiketi/${slug}/`,
  post: (slug: string) => `/blog/${slug}/`,
  category: (slug: string) => `/kategori/${slug}/`,
  tag: (slug: string) => `/etiket/${slug}/`,
  author: (nicename: string) => `/yazar/${nicename}/`,
} as const;

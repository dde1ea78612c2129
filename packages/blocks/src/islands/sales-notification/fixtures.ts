/** The script WordPress prints `wopb_core` in: the element the island rides on. */
export const salesHostMarkup =
  '<script id="wopb-script-js-extra">\nvar wopb_core = {"rest":"\\/wp-json\\/","page_id":"2"};\n</script>';

/** What the plugin prints on `body` while the addon is on: gap 14 s, stay 7 s (its defaults). */
export const salesBodyClasses = (gap = 14, stay = 7): string[] => [
  'wopb-notification-body',
  `wopb-gap-${gap}`,
  `wopb-stay-${stay}`,
];

export interface SaleEntry {
  name: string;
  product: string;
  url: string;
  image?: string;
  time?: string;
  label?: string;
}

/** One entry of the reply, as SalesNotification::sales_notification_action builds it. */
export function salesEntryHtml({
  name,
  product,
  url,
  image,
  time = '5 dakika önce',
  label = 'satın aldı',
}: SaleEntry): string {
  const wrapStyle = image ? 'padding: 10px' : 'padding: 12px 25px';
  return `<div class="wopb-notification wopb-animation-notification active"><div class="wopb-notification-wrap" style="${wrapStyle}"><a href="${url}">${image ? `<div class="wopb-img-wrap"><img src="${image}"/></div>` : ''}<div class="wopb-col"><div class="wopb-notification-name">${name} <span>${label}</span></div><div class="wopb-notification-product">${product}</div><div class="wopb-notification-time">${time}</div></div></a><span class="wopb-notification-close"></span></div></div>`;
}

/** A reply of POST sales/v1/notification with three recent orders. */
export const salesReply = {
  html: [
    salesEntryHtml({
      name: 'Zeynep',
      product: 'Pamuklu Basic Tişört',
      url: '/urun/pamuklu-basic-tisort/',
      image: '/wp-content/uploads/demo/pamuklu-basic-tisort.svg',
      time: '5 dakika önce',
    }),
    salesEntryHtml({
      name: 'Mehmet',
      product: 'Kablosuz Kulaklık',
      url: '/urun/kablosuz-kulaklik/',
      image: '/wp-content/uploads/demo/kablosuz-kulaklik.svg',
      time: '1 saat önce',
    }),
    salesEntryHtml({ name: 'Ayşe', product: 'Çelik Termos', url: '/urun/celik-termos/', time: '2 gün önce' }),
  ],
};

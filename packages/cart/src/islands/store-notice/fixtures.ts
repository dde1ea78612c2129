/**
 * woocommerce_demo_store() as WooCommerce 10 prints it (printed hidden), with the demo store's
 * text. `idAttribute` is `data-noticeid` on older WooCommerce; `null` prints no id at all.
 */
export function storeNoticeMarkup(
  id = 'a1b2c3',
  idAttribute: 'data-notice-id' | 'data-noticeid' | null = 'data-notice-id',
): string {
  const idPart = idAttribute === null ? '' : ` ${idAttribute}="${id}"`;
  return `<p role="complementary" aria-label="Mağaza bildirimi" class="woocommerce-store-notice demo_store"${idPart} style="display:none;">Kasım fırsatları başladı: 750 ₺ ve üzeri siparişlerde kargo bedava! <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Kapat</a></p>`;
}

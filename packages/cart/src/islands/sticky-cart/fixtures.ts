/**
 * The bar product-blocks pro prints in `wp_footer` on in-stock product pages
 * (StickyCart::sticky_cart_callback, reference/product-blocks.md §9): a simple product gets the
 * quantity field and an `.ajax_add_to_cart` link, a variable one a `.wopb-sticky-slide-up` link.
 */
export function stickyCartMarkup({
  scroll = '200',
  position = 'bottom',
  type = 'simple',
  productId = '32',
}: {
  scroll?: string | null;
  position?: 'top' | 'bottom';
  type?: 'simple' | 'variable';
  productId?: string;
} = {}): string {
  const simple = type === 'simple';
  const qty = simple ? '<input type="number" class="wopb-sticky-cart-qty" value="1" />' : '';
  const href = simple ? `?add-to-cart=${productId}` : '/urun/kapusonlu-sweatshirt/';
  const buttonClass = simple ? ' ajax_add_to_cart' : ' wopb-sticky-slide-up';
  const label = simple ? 'Sepete ekle' : 'Seçenekler';
  const dataScroll = scroll === null ? '' : ` data-scroll="${scroll}"`;
  return `<div class="wopb-sticky-cart"${dataScroll} style="${position}: 0;"><div class="wopb-sticky-cart-content"><div class="wopb-sticky-content-left"><div class="wopb-sticky-thumbnail"><img width="150" height="150" src="/wp-content/uploads/demo/urun.svg" alt="" /></div><div class="wopb-product-details"><div class="wopb-sticky-title">Hakiki Deri Cüzdan</div><div class="wopb-product-info"><span class="wopb-stock-status wopb-stock-in">Stokta</span></div></div></div><div class="wopb-sticky-content-right"><div class="wopb-sticky-cart-price"><span class="woocommerce-Price-amount amount"><bdi>899,90&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span></div>${qty}<div class="wopb-sticky-add-to-cart"><a href="${href}" class="add_to_cart_button button${buttonClass}" data-quantity="1" data-product_id="${productId}">${label}</a></div></div></div></div>`;
}

/** The bar attached to the document. */
export function stickyCartElement(options?: Parameters<typeof stickyCartMarkup>[0]): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = stickyCartMarkup(options);
  const el = holder.firstElementChild as HTMLElement;
  document.body.append(el);
  return el;
}

/**
 * The wishlist markup as the demo store prints it (Wishlist.php's defaults, Turkish): a card's
 * meta icon, the shop loop's button (with `data-login-redirect` for a guest when a login is
 * needed), the header nav item, the footer modal shell, and `wopb_wishlist` replies.
 */

const ICON = '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"></svg>';

const SHELL = `<div class="wopb-footer-section"><div class="wopb-modal-wrap">
<div class="wopb-modal-overlay"></div>
<div class="wopb-modal-content"></div>
<div class="wopb-modal-loading"><div class="wopb-loading"><span class="wopb-loader wopb-d-none loader_1"></span></div></div>
<div class="wopb-after-modal-content"></div>
</div></div>`;

/** The products the fixtures know, by id. */
export const WISHLIST_PRODUCTS: Record<number, string> = {
  32: 'Hakiki Deri Cüzdan',
  33: 'Paslanmaz Çelik Termos 500 ml',
  34: 'Kaymaz Yoga Matı',
};

/** A card's wishlist icon (`.wopb-wishlist-icon.wopb-wishlist-add`). */
export function wishlistCardMarkup({ postId = 32, active = false } = {}): string {
  return `<div class="wopb-block-item"><div class="wopb-product-new-meta"><div class="wopb_meta_svg_con wopb-wishlist-icon wopb-wishlist-add${active ? ' wopb-wishlist-active' : ''}" data-action="add" data-added-action="popup" data-postid="${postId}" data-modal-loader="loader_1" data-modal_content_class="wopb-wishlist-wrapper"><span class="wopb-tooltip-text">${ICON}${ICON}<span class="wopb-tooltip-text-left"><span>İstek listesine ekle</span><span>İstek listesini gör</span></span></span></div></div><h3 class="wopb-block-title"><a href="/urun/x/">${WISHLIST_PRODUCTS[postId] ?? postId}</a></h3></div>`;
}

/** The shop loop's button (`.wopb-wishlist-btn-wrap > a.wopb-wishlist-addon-btn`). */
export function wishlistShopMarkup({ postId = 33, active = false, loginRedirect = '' } = {}): string {
  const login = loginRedirect ? ` data-login-redirect="${loginRedirect}"` : '';
  return `<ul class="products"><li class="product"><h2 class="woocommerce-loop-product__title">${WISHLIST_PRODUCTS[postId] ?? postId}</h2><span class="wopb-wishlist-btn-wrap"><a class="wopb-wishlist-add wopb-wishlist-addon-btn wopb-wishlist-shop-btn${active ? ' wopb-wishlist-active' : ''}" data-action="add" data-added-action="popup" data-postid="${postId}" data-modal-loader="loader_1" data-modal_content_class="wopb-wishlist-wrapper"${login}><span class="wopb-wishlist-text">${ICON}İstek listesine ekle</span><span class="wopb-wishlist-browse">${ICON}İstek listesini gör</span></a></span></li></ul>`;
}

/** The header's nav item (`a.wopb-wishlist-nav-item`) with its count. */
export function wishlistNavMarkup(count = 0): string {
  return `<ul class="wopb-product-list-nav menu"><li class="menu-item"><a class="wopb-wishlist-nav-item" href="/magaza/" data-action="nav_popup" data-added-action="nav_popup" data-postid="" data-modal-loader="loader_1" data-modal_content_class="wopb-wishlist-wrapper"><span class="wopb-wishlist-icon">${ICON}<span class="wopb-wishlist-count">${count}</span></span>İstek listesi</a></li></ul>`;
}

/** A page with the nav item, a card, a loop button and the footer modal shell. */
export function wishlistPageMarkup({ count = 0, active = false, loginRedirect = '' } = {}): string {
  return `${wishlistNavMarkup(count)}${wishlistCardMarkup({ active })}${wishlistShopMarkup({ loginRedirect })}${SHELL}`;
}

/** `wishlist_shortcode_callback` for `ids`: the table (remove, name, add to cart) and its footer, or the empty list. */
export function wishlistReplyMarkup(ids: readonly number[] = [32]): string {
  if (ids.length === 0) {
    return '<div class="wopb-empty-wishlist-wrap"><h3>İstek listeniz boş.</h3><span><a class="wopb-modal-continue" data-redirect="/magaza/">Alışverişe devam et</a></span></div>';
  }
  const rows = ids
    .map((id) => {
      const name = WISHLIST_PRODUCTS[id] ?? String(id);
      return `<tr><td><a class="wopb-wishlist-remove" data-action="remove" href="#" data-postid="${id}" aria-label="Listeden çıkar: ${name}">×</a></td><td class="wopb-wishlist-product-name"><a href="/urun/${id}/">${name}</a></td><td class="wopb-wishlist-product-action"><div class="wopb-wishlist-product-stock">Stokta</div><span class="wopb-wishlist-cart-added" data-action="cart_remove" data-redirect="/sepet/" data-postid="${id}"><p class="product woocommerce add_to_cart_inline "><a href="/magaza/?add-to-cart=${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" aria-label="Sepete ekle: “${name}”" rel="nofollow">Sepete ekle</a></p></span></td></tr>`;
    })
    .join('');
  return `<div class="wopb-modal-body"><div class="wopb-wishlist-modal-content" data-modal_content_class="wopb-wishlist-wrapper" data-modal-loader="loader_1"><div class="wopb-wishlist-modal"><div class="wopb-wishlist-table-body"><table><thead><tr><th class="wopb-wishlist-product-remove"><span class="screen-reader-text">Çıkar</span></th><th class="wopb-wishlist-product-name">Ürün adı</th><th class="wopb-wishlist-product-action">İşlem</th></tr></thead><tbody>${rows}</tbody></table></div><div class="wopb-wishlist-product-footer"><span><a href="/magaza/">İstek listesi sayfası</a></span><span><a href="#" class="wopb-wishlist-cart-added" data-action="cart_remove_all" data-redirect="/sepet/" data-postid="${ids.join(',')}">Tümünü sepete ekle</a></span><span><a class="wopb-modal-continue" data-redirect="/magaza/">Alışverişe devam et</a></span></div></div></div></div>`;
}

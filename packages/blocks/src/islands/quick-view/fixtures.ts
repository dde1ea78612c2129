/**
 * The quick view's markup as the demo store prints it (Quickview.php's defaults, Turkish): a card
 * with its meta button, the shop loop's button, the footer modal shell, and `wopb_quickview`
 * replies for a simple product with two pictures and a loop around it.
 */

/** A product-blocks card's quick view meta icon (`.wopb-quickview-btn.wopb_meta_svg_con`). */
export function quickViewCardMarkup(postId = 32, list = '20,32,25', title = 'Hakiki Deri Cüzdan'): string {
  return `<div class="wopb-block-item"><div class="wopb-product-new-meta"><div class="wopb-quickview-btn wopb_meta_svg_con" data-list="${list}" data-postid="${postId}" data-modal_wrapper_class="wopb-quick-view-wrapper wopb-layout-1" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1"><span class="wopb-tooltip-text"><svg width="24" height="24" viewBox="0 0 22 22" aria-hidden="true"></svg><span class="wopb-tooltip-text-left">Hızlı bakış</span></span></div></div><h3 class="wopb-block-title"><a href="/urun/x/">${title}</a></h3></div>`;
}

/** The shop loop's button (`.wopb-quick-btn-wrap > .wopb-quickview-btn.wopb-quick-addon-btn`). */
export function quickViewShopMarkup(postId = 32, list = '20,32,25'): string {
  return `<ul class="products"><li class="product"><h2 class="woocommerce-loop-product__title">Hakiki Deri Cüzdan</h2><span class="wopb-quick-btn-wrap"><span class="wopb-quickview-btn wopb-quick-addon-btn" data-list="${list}" data-postid="${postId}" data-modal_wrapper_class="wopb-quick-view-wrapper wopb-layout-1" data-open-animation="wopb-zoom_in" data-close-animation="wopb-zoom_out" data-modal-loader="loader_1" defaultWooPage ="yes">Hızlı bakış</span></span></li></ul>`;
}

/** The footer modal shell (render/footer-modal.ts). */
export const FOOTER_MODAL_MARKUP = `<div class="wopb-footer-section"><div class="wopb-modal-wrap">
<div class="wopb-modal-overlay"></div>
<div class="wopb-modal-content"></div>
<div class="wopb-modal-loading"><div class="wopb-loading"><span class="wopb-loader wopb-d-none loader_1"></span></div></div>
<div class="wopb-after-modal-content"></div>
</div></div>`;

const PICTURE = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="#e8e2d6"/><text x="300" y="310" font-size="40" text-anchor="middle">${name}</text></svg>`)}`;

/** One `wopb_quickview` reply: a simple product, its pictures, its form, the loop's neighbours. */
export function quickViewReplyMarkup({
  postId = 32,
  name = 'Hakiki Deri Cüzdan',
  list = '20,32,25',
  previous = { id: 20, name: 'Kablosuz Kulaklık' } as { id: number; name: string } | null,
  next = { id: 25, name: 'Pamuklu Basic Tişört' } as { id: number; name: string } | null,
  pictures = 2,
  closeAfterCart = 'no',
} = {}): string {
  const slides = Array.from(
    { length: pictures },
    (_, i) =>
      `<div><a><img class="wopb-main-image" src="${PICTURE(`${name} ${i + 1}`)}" alt="${name} ${i + 1}" data-width="600" data-height="600"/></a></div>`,
  ).join('');
  const thumbs = Array.from(
    { length: pictures },
    (_, i) => `<div><img src="${PICTURE(`${name} ${i + 1}`)}" alt="${name} ${i + 1}" /></div>`,
  ).join('');
  const many = pictures > 1;
  const arrow = (type: 'previous' | 'next', to: { id: number; name: string } | null) =>
    to
      ? `<div class="wopb-nav-arrow wopb-quick-view-${type}" data-list="${list}" data-postid="${to.id}" data-modal-loader="loader_1"><span class="wopb-nav-icon"><svg viewBox="0 0 24 24" aria-hidden="true"></svg></span><div class="wopb-quick-view-btn-image"><span class="wopb-nav-title">${to.name}</span></div></div>`
      : '';
  return `<div class="wopb-modal-header"><a class="wopb-modal-close"><svg viewBox="0 0 24 24" aria-hidden="true"></svg></a></div><div class="wopb-modal-body" data-outside_click="yes" data-product_id="${postId}" data-modal_close_after_cart="${closeAfterCart}"><div class="woocommerce-message wopb-d-none" role="alert"></div><div class="wopb-main-section"><div class="wopb-quick-view-image "><div class=""><div class="wopb-zoom-image-outer wopb-zoom-1"><div class="wopb-zoom-image-inner"><img alt=""></div></div><div class="wopb-quick-view-gallery image_with_gallery wopb-square wopb-bottom"><div class="wopb-thumbnail"><div class="${many ? 'wopb-quick-slider' : ''}"${many ? ' data-arrow="1" data-dots=""' : ''}>${slides}</div></div>${many ? `<div class="wopb-quick-slider-nav wopb-bottom" data-arrow="true" data-collg="4" data-colmd="4" data-colsm="3" data-colxs="3" data-position=bottom>${thumbs}</div>` : ''}</div></div></div><div class="wopb-quick-view-content  wopb-simple-product"><h1 class="product_title entry-title">${name}</h1><div><p class="price"><span class="woocommerce-Price-amount amount"><bdi>449,00&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span></p></div><div class="woocommerce-product-details__short-description"><p>Gerçek deri, altı kart gözlü.</p></div><div class="wopb-product-stock-status"><span class="wopb-product-in-stock">Stokta var</span></div><div><form class="cart" action="/urun/x/" method="post" enctype='multipart/form-data'><div class="quantity"><label class="screen-reader-text" for="quantity_${postId}">${name} adedi</label><input type="number" id="quantity_${postId}" class="input-text qty text" name="quantity" value="1" aria-label="Ürün adedi" min="1" max="" step="1" inputmode="numeric" autocomplete="off" /></div><button type="submit" name="add-to-cart" value="${postId}" class="single_add_to_cart_button button alt">Sepete ekle</button></form><div class="wopb-cart-bottom"></div><div><a class="wopb-quickview-buy-btn single_add_to_cart_button button alt" value="${postId}" data-cart_type="buy_now" data-redirect="/odeme/">Hemen al</a></div></div><a class="wopb-product-details" href="/urun/x/">Ürünün tüm ayrıntıları</a></div></div></div>${
    list
      ? `<div class="wopb-quick-view-navigation wopb-d-none">${arrow('previous', previous)}${arrow('next', next)}</div>`
      : ''
  }`;
}

export { resetQuickView } from './session';

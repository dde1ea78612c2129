import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { getProduct, getVariations, isInStock, type Product } from '../shop';
import { attachmentUrl } from './media';
import { type Picture, pictures } from './product-gallery';
import { productPriceHtml } from './product-loop';
import { productRatingSummary } from './product-tabs';
import { QUICKVIEW_LOADER } from './quickview-button';
import { simpleCartForm, variableCartForm } from './single-product';

/**
 * The reply of WC-AJAX `wopb_quickview` as product-blocks' Quickview.php prints it with its
 * default settings (layout 1, image with a gallery below, hover zoom, buy now, navigation on, no
 * closing after the cart), in Turkish: `.wopb-modal-header` (the close link), `.wopb-modal-body`
 * (`data-product_id`, `data-modal_close_after_cart`) with the message slot and
 * `.wopb-main-section` (pictures, then title, rating, price, excerpt, stock, the add-to-cart form
 * with buy now, the details link), then `.wopb-quick-view-navigation` (previous / next through
 * `postList`). One difference: WooCommerce's `.woocommerce-product-gallery` wrapper around the
 * pictures is left out (the plugin empties it and fills it with its own slider; here the
 * product gallery's island would claim it).
 */

const CLOSE_ICON = raw(
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
);
const ANGLE = {
  previous: raw(
    '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
  ),
  next: raw(
    '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
  ),
};

/**
 * The previous and next ids of `postList` around `postId` as quick_view_navigation() finds them:
 * `array_search` then `$list[$i - 1]` / `$list[$i + 1]`: nothing before the first or after the
 * last (no wrapping); an id not in the list counts as index 0 (PHP's `false`), so only a next.
 */
export function quickviewNeighbours(postId: string, postList: string): { previous?: string; next?: string } {
  const ids = postList.split(',');
  const found = ids.indexOf(postId);
  const index = found === -1 ? 0 : found;
  const previous = found > 0 ? ids[index - 1] : undefined;
  const next = ids[index + 1];
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** The save percentage the plugin prints beside the price (regular and sale both set). */
function savePercentage(product: Product): string {
  const { regularKurus, saleKurus } = product;
  if (!regularKurus || !saleKurus) return '';
  return `${Math.round(((regularKurus - saleKurus) / regularKurus) * 100)}%`;
}

/** The save percentage of a variable product: its first variation on sale, as a shopper sees it. */
function productSave(ctx: RequestContext, product: Product): string {
  if (product.type !== 'variable') return savePercentage(product);
  return getVariations(ctx.db, product.id).map(savePercentage).find(Boolean) ?? '';
}

/** quick_view_image(): the main pictures (`.wopb-quick-slider` when more than one) and the thumbnails. */
function quickviewImage(list: Picture[], save: string): SafeHtml {
  const many = list.length > 1;
  const slides = list.map(
    (p) =>
      html`<div><a><img class="wopb-main-image" src="${p.url}" alt="${p.alt}" data-width="600" data-height="600"/></a></div>`,
  );
  const thumbs = list.map((p) => html`<div><img src="${p.url}" alt="${p.alt}" /></div>`);
  return html`<div class="wopb-quick-view-image "><div class=""><div class="wopb-zoom-image-outer wopb-zoom-1"><div class="wopb-zoom-image-inner"><img alt=""></div></div><div class="wopb-quick-view-gallery image_with_gallery wopb-square wopb-bottom"><div class="wopb-thumbnail"><div class="${many ? 'wopb-quick-slider' : ''}"${many ? raw(' data-arrow="1" data-dots=""') : ''}>${slides}</div>${
    save ? html`<span class="wopb-quick-view-sale">-<span>İndirim!</span></span>` : ''
  }</div>${
    many
      ? html`<div class="wopb-quick-slider-nav wopb-bottom" data-arrow="true" data-collg="4" data-colmd="4" data-colsm="3" data-colxs="3" data-position=bottom>${thumbs}</div>`
      : ''
  }</div></div></div>`;
}

/** The add-to-cart column: the product's own form, the cart-bottom slot and buy now. */
function quickviewCart(ctx: RequestContext, product: Product): SafeHtml {
  const form = product.type === 'variable' ? variableCartForm(ctx, product) : simpleCartForm(ctx, product);
  if (!form) return raw('');
  return html`<div>${form}<div class="wopb-cart-bottom"></div><div>
            <a
                class="wopb-quickview-buy-btn single_add_to_cart_button button alt"
                value="${product.id}"
                data-cart_type="buy_now"
                data-redirect="${ctx.url(paths.checkout)}"
            >Hemen al</a>
        </div></div>`;
}

/** quick_view_content(): the pictures and the summary column. */
function quickviewContent(ctx: RequestContext, product: Product): SafeHtml {
  const save = productSave(ctx, product);
  const price = productPriceHtml(ctx, product);
  return html`<div class="wopb-main-section">${quickviewImage(pictures(ctx, product), save)}<div class="wopb-quick-view-content  wopb-${product.type}-product"><h1 class="product_title entry-title">${product.name}</h1>${productRatingSummary(ctx, product)}<div><p class="price">${price}</p>${save ? html`<span class="wopb-discount-percentage">${save}</span>` : ''}</div><div class="woocommerce-product-details__short-description">
	<p>${product.shortDescription}</p>
</div><div class="wopb-product-stock-status">${
    isInStock(product)
      ? html`<span class="wopb-product-in-stock">Stokta var</span>`
      : html`<span class="wopb-product-out-stock">Stokta yok</span>`
  }</div>${quickviewCart(ctx, product)}<a class="wopb-product-details" href="${ctx.url(paths.product(product.slug))}">Ürünün tüm ayrıntıları</a></div></div>`;
}

/** quick_view_navigation(): an arrow each way with the neighbour's thumbnail and title. */
function quickviewNavigation(ctx: RequestContext, postId: string, postList: string): SafeHtml {
  const neighbours = quickviewNeighbours(postId, postList);
  const arrows = (['previous', 'next'] as const).map((type) => {
    const id = neighbours[type];
    const product = id ? getProduct(ctx.db, Number(id)) : null;
    if (!id || !product) return '';
    return html`<div class="wopb-nav-arrow wopb-quick-view-${type}" data-list="${postList}" data-postid="${id}" data-modal-loader="${QUICKVIEW_LOADER}"><span class="wopb-nav-icon">${ANGLE[type]}</span><div class="wopb-quick-view-btn-image">${
      product.imageId === null ? '' : html`<img src="${attachmentUrl(ctx, product.imageId)}" alt="" />`
    }<span class="wopb-nav-title">${product.name}</span></div></div>`;
  });
  return html`<div class="wopb-quick-view-navigation wopb-d-none">${arrows}</div>`;
}

/**
 * The whole reply for `postId` (a published simple or variable product) and the loop's
 * `postList`; null when there is no such product (the plugin would fail on it).
 */
export function quickviewReply(ctx: RequestContext, postId: string, postList: string): SafeHtml | null {
  const product = /^\d+$/.test(postId) ? getProduct(ctx.db, Number(postId)) : null;
  if (!product || product.type === 'variation') return null;
  return html`<div class="wopb-modal-header"><a class="wopb-modal-close">${CLOSE_ICON}</a></div><div
			class="wopb-modal-body"
			data-outside_click="yes"
			data-product_id="${postId}"
			data-modal_close_after_cart="no"
		><div class="woocommerce-message wopb-d-none" role="alert"></div>${quickviewContent(ctx, product)}</div>${
      postList ? quickviewNavigation(ctx, postId, postList) : ''
    }`;
}

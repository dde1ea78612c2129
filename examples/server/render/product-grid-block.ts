import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { activePrice, isInStock, type Product } from '../shop';
import { dealCountdown } from './deal-countdown';
import { productImage } from './media';
import { cardMeta } from './product-list-buttons';
import { addsFromLoop, addToCartText, productOnSale, productPriceHtml } from './product-loop';
import { wcTexts } from './wc-texts';

export interface GridBlockOptions {
  /** the block's id (the wopb-block-<id> class) */
  blockId: string;
  heading?: string;
  columns?: number;
  /** extra HTML after an item's title, e.g. a note about an expired deal */
  itemNote?: (product: Product) => SafeHtml | null;
  /**
   * Print the countdown of a deal whose sale has ended too (its zeros). The plugin prints a
   * countdown only while the sale runs; the test page /demo/biten-firsat/ asks for the ended one.
   */
  endedDeals?: boolean;
}

function discountBadge(ctx: RequestContext, product: Product): SafeHtml {
  if (!productOnSale(ctx, product) || product.regularKurus === null) return raw('');
  const price = activePrice(product, ctx.store.nowSeconds()) ?? product.regularKurus;
  const percent = Math.round(((product.regularKurus - price) / product.regularKurus) * 100);
  return html`<span class="wopb-onsale-hot"><span class="wopb-onsale wopb-onsale-shape-default">-${percent}%</span></span>`;
}

/**
 * The product-blocks cart button: wopb-product-btn > wopb-cart-action with a view-cart link. Its
 * accessible name starts with its visible text (WCAG 2.5.3), as the classic loop's does.
 */
function cartButton(ctx: RequestContext, product: Product): SafeHtml {
  const url = ctx.url(paths.product(product.slug));
  const ajax = addsFromLoop(product);
  const href = ajax ? `?add-to-cart=${product.id}` : url;
  const text = ajax ? addToCartText(product) : isInStock(product) ? 'Seçenekler' : 'Devamını oku';
  const classes = ajax ? 'add_to_cart_button ajax_add_to_cart' : 'add_to_cart_button';
  return html`<div class="wopb-product-btn"><span class="wopb-cart-action" data-postid="${product.id}"><a href="${href}" data-stock="${product.stockQuantity ?? ''}" aria-label="${text}: “${product.name}”" data-quantity="${product.minQty ?? 1}" data-product_id="${product.id}" data-product_sku="${product.sku ?? ''}" rel="nofollow" class="${classes}" data-postid="${product.id}">${text}</a><a href="${ctx.url(paths.cart)}" class="wopb-cart-active">${wcTexts.viewCart}</a></span></div>`;
}

/** One `.wopb-block-item` of a grid block (listing blocks print theirs with it too). */
export function gridItem(
  ctx: RequestContext,
  product: Product,
  options: Pick<GridBlockOptions, 'itemNote' | 'endedDeals'> & {
    /** the ids of the card's loop, in order (quick view's previous / next) */
    loopIds?: readonly number[];
  } = {},
): SafeHtml {
  const url = ctx.url(paths.product(product.slug));
  const deal =
    product.saleTo !== null && (options.endedDeals || product.saleTo >= ctx.store.nowSeconds())
      ? dealCountdown(product.saleTo)
      : '';
  const stock = isInStock(product)
    ? html`<div class="wopb-product-instock"><span>Stokta</span></div>`
    : html`<div class="wopb-product-outofstock"><span>Stokta yok</span></div>`;
  return html`<div class="wopb-block-item"><div class="wopb-block-content-wrap"><div class="wopb-block-image wopb-block-image-zoomIn">${discountBadge(ctx, product)}${cardMeta(ctx, product, options.loopIds ?? [product.id])}<div class="wopb-quick-cart">${cartButton(ctx, product)}</div>${deal}${stock}<a href="${url}">${productImage(ctx, product, 'wopb-block-image-img')}</a></div><div class="wopb-pg-cl "><div class="wopb-product-cat-price"><div class="wopb-product-price">${productPriceHtml(ctx, product)}</div></div><div class="wopb-product-title-review"><h3 class="wopb-block-title"><a href="${url}">${product.name}</a></h3>${options.itemNote?.(product) ?? ''}</div></div></div></div>`;
}

/**
 * A product-blocks "Product Grid #1" block with deals shown, as the plugin renders it
 * (div.wp-block-product-blocks-product-grid-1.wopb-block-<id> … .wopb-block-item), each item
 * with the deal countdown when the product has a sale end date.
 */
export function productGridBlock(
  ctx: RequestContext,
  products: Product[],
  options: GridBlockOptions,
): SafeHtml {
  const loopIds = products.map((p) => p.id);
  const heading = options.heading
    ? html`<div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><div class="wopb-heading-wrap wopb-heading-style1 wopb-heading-left"><h2 class="wopb-heading-inner"><span>${options.heading}</span></h2></div></div></div>`
    : '';
  return html`<div class="wp-block-product-blocks-product-grid-1 wopb-block-${options.blockId} "><div class="wopb-block-wrapper">${heading}<div class="wopb-wrapper-main-content"><div class="wopb-block-items-wrap wopb-block-row wopb-block-column-${options.columns ?? 3}">${products.map((p) => gridItem(ctx, p, { ...options, loopIds }))}</div></div></div></div>`;
}

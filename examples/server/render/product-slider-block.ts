import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import type { Product } from '../shop';
import { productImage } from './media';
import { gridItem } from './product-grid-block';
import { addsFromLoop, productPriceHtml } from './product-loop';
import { wcTexts } from './wc-texts';

/** A product-blocks block in slide view: its settings as the block's attributes hold them. */
export interface SliderBlockOptions {
  /** the block's id (the wopb-block-<id> class) */
  blockId: string;
  /** `product-slider`: the Product Slider block (one product a slide, may fade); otherwise a grid in slide view */
  slug: 'product-slider' | 'product-grid-1';
  heading: string;
  /** slidesToShow for large, medium and small screens (`data-slidestoshow="4-2-1"`) */
  slidesToShow: [large: number, medium: number, small: number];
  autoplay: boolean;
  /** autoplay ms (`data-slidespeed`) */
  slideSpeed: number;
  dots: boolean;
  arrows: boolean;
  /** Product Slider block only */
  fade?: boolean;
}

const flag = (on: boolean | undefined) => (on ? '1' : '0');

const arrowIcon = (path: string) =>
  raw(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`,
  );

/**
 * A product-blocks "Product Slider" item (Product_Slider.php): the picture, then the title, price
 * and cart area — a quantity, the ajax button and the hidden view-cart link that takes the
 * button's place after adding.
 */
export function sliderItem(ctx: RequestContext, product: Product): SafeHtml {
  const url = ctx.url(paths.product(product.slug));
  const cart = addsFromLoop(product)
    ? html`<div class="wopb-product-cart-section wopb-cart-action wopb-cart-slide-section"><form class="cart"><div class="quantity wopb-qty-wrap"><input type="number" class="wopb-qty" step="1" min="${product.minQty ?? 1}" max="" name="quantity" value="${product.minQty ?? 1}" title="Adet" aria-label="${product.name} adedi" size="4" inputmode="numeric"/></div><a href="?add-to-cart=${product.id}" data-product_id="${product.id}" class="wopb-product-cart add_to_cart_button single_add_to_cart_button ajax_add_to_cart" data-postid="${product.id}">Sepete ekle</a><a href="${ctx.url(paths.cart)}" class="wopb-product-cart wopb-view-cart wopb-d-none">${wcTexts.viewCart}</a></form></div>`
    : html`<div class="wopb-product-cart-section wopb-cart-action"><a href="${url}" class="wopb-product-cart add_to_cart_button">Seçenekler</a></div>`;
  return html`<div class="wopb-block-item wopb-slide-item"><div class="wopb-product-slider-img"><a href="${url}">${productImage(ctx, product, 'wopb-block-image-img')}</a></div><div class="wopb-product-slider-content"><h3 class="wopb-block-title"><a href="${url}">${product.name}</a></h3><div class="wopb-product-price">${productPriceHtml(ctx, product)}</div>${cart}</div></div>`;
}

/**
 * A block in slide view as product-blocks prints it: `div.wopb-product-blocks-slide` with
 * `data-slidestoshow`, `data-autoplay`, `data-slidespeed`, `data-showdots`, `data-showarrows`
 * (and `data-fade` on the Product Slider block) around the items, then the hidden
 * `.wopb-slick-nav` holding the arrows' HTML that the slider copies (product-blocks.md §1).
 */
export function productSliderBlock(
  ctx: RequestContext,
  products: readonly Product[],
  options: SliderBlockOptions,
): SafeHtml {
  if (products.length === 0) return raw('');
  const slider = options.slug === 'product-slider';
  const items = products.map((p) =>
    slider ? sliderItem(ctx, p) : gridItem(ctx, p, { loopIds: products.map((s) => s.id) }),
  );
  const fade = slider ? html` data-fade="${flag(options.fade)}"` : '';
  return html`<div class="wp-block-product-blocks-${options.slug} wopb-block-${options.blockId} "><div class="wopb-block-wrapper${slider ? ' wopb-product-slider-block' : ''}"><div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><div class="wopb-heading-wrap wopb-heading-style1 wopb-heading-left"><h2 class="wopb-heading-inner"><span>${options.heading}</span></h2></div></div></div><div class="wopb-wrapper-main-content"><div class="wopb-product-blocks-slide" data-slidestoshow="${options.slidesToShow.join('-')}" data-autoplay="${flag(options.autoplay)}" data-slidespeed="${options.slideSpeed}" data-showdots="${flag(options.dots)}" data-showarrows="${flag(options.arrows)}"${fade}>${items}</div><div class="wopb-slick-nav" style="display:none"><div class="wopb-slick-prev"><div class="slick-arrow slick-prev">${arrowIcon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z')}</div></div><div class="wopb-slick-next"><div class="slick-arrow slick-next">${arrowIcon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z')}</div></div></div></div></div></div>`;
}

/**
 * Reading the quick view's markup: the button's card (for its name) and the parts of the
 * server's reply once it is in the footer modal (product-blocks.md §6).
 */
import type { CartFormReading } from './model';

/** The card a quick view button sits in, and its title: the button's name says which product. */
const CARD = '.wopb-block-item, li.product, .product';
const TITLE = '.wopb-block-title, .woocommerce-loop-product__title, .product_title';

/** "Hızlı bakış: <product>" when the card shows a title, else null (the printed text names it). */
export function productNameOf(button: Element): string | null {
  const title = button.closest(CARD)?.querySelector(TITLE)?.textContent?.trim();
  return title ? title : null;
}

/** The reply's parts, found once it is in the modal's content. */
export interface ReplyParts {
  /** `.wopb-modal-body[data-product_id]` */
  body: HTMLElement | null;
  /** `.wopb-quick-view-navigation` (moved into `.wopb-after-modal-content`) */
  navigation: HTMLElement | null;
  /** `.wopb-quick-view-zoom.wopb-zoom-2`, the popup zoom (moved too) */
  zoomPopup: HTMLElement | null;
  /** `.wopb-quick-view-image` */
  image: HTMLElement | null;
  /** `.wopb-quick-slider`: the main pictures, one at a time (absent with one picture) */
  slider: HTMLElement | null;
  /** `.wopb-quick-slider-nav[data-collg][data-colsm][data-colxs]`: the thumbnails */
  thumbs: HTMLElement | null;
  /** `.wopb-zoom-image-outer` / `-inner`: the hover zoom's frame */
  zoomOuter: HTMLElement | null;
  zoomInner: HTMLElement | null;
  /** the message slot `.woocommerce-message` */
  message: HTMLElement | null;
}

export function readReply(content: ParentNode): ReplyParts {
  const find = (selector: string) => content.querySelector<HTMLElement>(selector);
  const image = find('.wopb-quick-view-image');
  return {
    body: find('.wopb-modal-body'),
    navigation: find('.wopb-quick-view-navigation'),
    zoomPopup: find('.wopb-quick-view-zoom.wopb-zoom-2'),
    image,
    slider: image?.querySelector<HTMLElement>('.wopb-quick-slider') ?? null,
    thumbs: image?.querySelector<HTMLElement>('.wopb-quick-slider-nav') ?? null,
    zoomOuter: image?.querySelector<HTMLElement>('.wopb-zoom-image-outer') ?? null,
    zoomInner: image?.querySelector<HTMLElement>('.wopb-zoom-image-inner') ?? null,
    message: find('.wopb-modal-body .woocommerce-message'),
  };
}

/** The add-to-cart forms of the reply (`.wopb-quick-view-content form`). */
export const CART_FORM = '.wopb-quick-view-content form';
/** The buy-now link (`.wopb-quickview-buy-btn[data-redirect][data-cart_type]`). */
export const BUY_NOW = '.wopb-quickview-buy-btn';
/** The previous / next arrows (`.wopb-nav-arrow[data-postid][data-list]`). */
export const NAV_ARROW = '.wopb-nav-arrow';

/** What quickview.js reads from the modal for its `wopb_addcart` (see model.ts). */
export function readCartForm(body: HTMLElement, form: HTMLFormElement, cartType: string): CartFormReading {
  const variation: Record<string, string> = {};
  for (const select of body.querySelectorAll<HTMLSelectElement>(
    '.variations_form .variations select[data-attribute_name]',
  )) {
    variation[select.dataset.attribute_name ?? select.name] = select.value;
  }
  const fields: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.push([name, value]);
  }
  return {
    productId: body.dataset.product_id ?? '',
    variationId: body.querySelector<HTMLInputElement>('input[name=variation_id]')?.value ?? '',
    quantity: body.querySelector<HTMLInputElement>('.qty')?.value ?? '',
    variation,
    cartType,
    fields,
  };
}

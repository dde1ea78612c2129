/**
 * The quick view's rules as plain functions (product-blocks.md §6, SPEC §7 `wopb_quickview` /
 * `wopb_addcart`, §9 "Quick view zoom offset capped at 74 percent; breakpoints 992 and 768"): the
 * two request payloads, the hover zoom's offset, when the zoom runs, the thumbnails in view, and
 * the prefetched replies kept per product. No DOM, no HTTP.
 */
import { type SlidesToShow, slidesPerView } from '@firsat/core/slider';

/** quickview.js caps the zoom's offset at 74 % each way (SPEC §9). */
export const ZOOM_OFFSET_CAP = 74;

/**
 * The hover zoom runs only at the large breakpoint (992 px and up): the plugin prints the zoom
 * frame for desktops only (`! wp_is_mobile()`), and below 992 px its columns stack and the
 * frame would cover the summary.
 */
export const ZOOM_MIN_WIDTH = 992;

/** The thumbnails' breakpoints (slick `responsive`: 992 and 768), the shared slider's 991 / 767. */
export const THUMBS_BREAKPOINTS = { medium: 991, small: 767 } as const;

/** POST `wopb_core.ajax_quick_view` (SPEC §7): the fields, in the plugin's order. */
export interface QuickViewPayload {
  action: 'wopb_quickview';
  postid: string;
  postList: string;
}

export function quickViewPayload(postId: number, list: readonly number[]): QuickViewPayload {
  return { action: 'wopb_quickview', postid: String(postId), postList: list.join(',') };
}

/** The key a prefetched reply is kept under: the product and the loop it was asked with. */
export const replyKey = (payload: QuickViewPayload): string => `${payload.postid}|${payload.postList}`;

/** What the modal's add to cart reads from its form (quickview.js' submit handler). */
export interface CartFormReading {
  /** `.wopb-modal-body[data-product_id]` */
  productId: string;
  /** `input[name=variation_id]`, '' for a simple product */
  variationId: string;
  /** `.qty`'s value */
  quantity: string;
  /** each `select[data-attribute_name]` by its attribute name */
  variation: Readonly<Record<string, string>>;
  /** `buy_now` from the buy-now button, else '' */
  cartType: string;
  /** every serialized form field, in order (`$form.serializeArray()`) */
  fields: ReadonlyArray<readonly [string, string]>;
}

/**
 * The admin-ajax `wopb_addcart` payload (SPEC §7): `action`, `postid`, `variationId`, `quantity`,
 * `variation[<attribute>]`, `cartType`, `wpnonce`, then every form field on top (as the plugin
 * does: `s[name] = value`), flattened for a form post. `wpnonce` is the client's to add.
 */
export function addCartPayload(form: CartFormReading): Record<string, string> {
  const payload: Record<string, string> = {
    action: 'wopb_addcart',
    postid: form.productId,
    variationId: form.variationId,
    quantity: form.quantity,
  };
  for (const [name, value] of Object.entries(form.variation)) payload[`variation[${name}]`] = value;
  payload.cartType = form.cartType;
  for (const [name, value] of form.fields) payload[name] = value;
  return payload;
}

/**
 * The zoom's offset for a pointer at (`x`, `y`) over an image `width` × `height` (CSS pixels):
 * the share of the way across, in percent, capped at 74 % (and never below 0) each way, as
 * quickview.js moves `.wopb-zoom-image-inner` with `translate(-x%, -y%)`.
 */
export function zoomOffset(x: number, y: number, width: number, height: number): { x: number; y: number } {
  const share = (at: number, size: number) =>
    size > 0 ? Math.min(Math.max((at / size) * 100, 0), ZOOM_OFFSET_CAP) : 0;
  return { x: share(x, width), y: share(y, height) };
}

/** The inner frame's transform for an offset. */
export const zoomTransform = (offset: { x: number; y: number }): string =>
  `translate(-${offset.x}%, -${offset.y}%)`;

/** Whether the hover zoom runs at a window width (and for a pointer that can hover). */
export const zoomRuns = (width: number, canHover: boolean): boolean => canHover && width >= ZOOM_MIN_WIDTH;

/** The thumbnails in view at a window width: `data-collg` above 991 px, `data-colsm` to 768, `data-colxs` below. */
export function thumbsInView(width: number, columns: { lg: number; sm: number; xs: number }): number {
  const show: SlidesToShow = { large: columns.lg, medium: columns.sm, small: columns.xs };
  return slidesPerView(width, show);
}

/** A column count as printed (`data-collg="4"`): a whole number of at least 1, else `fallback`. */
export function columnCount(raw: string | null | undefined, fallback: number): number {
  const n = Number((raw ?? '').trim());
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The post ids of `data-list` ("12,13,14"): whole positive numbers, in order. Null when one is not. */
export function parsePostList(raw: string): number[] | null {
  const text = raw.trim();
  if (text === '') return [];
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d+$/.test(p) && Number(p) > 0)) return null;
  return parts.map(Number);
}

/**
 * The replies fetched ahead (on hover or focus of a button) and those already shown, by
 * `replyKey`: a prefetched reply opens the modal at once. Kept for the page's life; a few KB each.
 */
export interface ReplyCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
  clear(): void;
}

export function createReplyCache(limit = 24): ReplyCache {
  const replies = new Map<string, string>();
  return {
    get: (key) => replies.get(key),
    set(key, html) {
      replies.delete(key);
      replies.set(key, html);
      while (replies.size > limit) {
        const oldest = replies.keys().next().value;
        if (oldest === undefined) break;
        replies.delete(oldest);
      }
    },
    clear: () => replies.clear(),
  };
}

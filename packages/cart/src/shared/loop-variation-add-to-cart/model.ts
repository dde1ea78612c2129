/**
 * The loop variation add to cart (SPEC §5, §7): what a product card's variation switcher writes
 * on the card's `.add_to_cart_button` and what the add-to-cart island then sends as
 * `wopb_variation_loop_add_cart`.
 */

/** The admin-ajax action of the loop variation add to cart (sent with the `wopb_nonce`). */
export const LOOP_ADD_TO_CART_ACTION = 'wopb_variation_loop_add_cart';

/** The class the switcher adds to a card's button once it carries a variation. */
export const LOOP_BUTTON_CLASS = 'wopb-loop-add-to-cart-button';

/**
 * A product or variation id as the loop button holds it: a positive whole number, or a string of
 * digits. Anything else — empty, zero, negative, fractional, text — is `null`.
 */
export function parseLoopId(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The loop variation button's data: ids as read, and the chosen attributes (an object or JSON). */
export interface LoopVariationInput {
  product_id: unknown;
  variation_id: unknown;
  /** `data-variation`: the chosen attributes, as an object or the JSON the switcher wrote. */
  variation?: unknown;
}

/** The fields of `wopb_variation_loop_add_cart` (SPEC §7), without the action and nonce. */
export interface LoopVariationPayload {
  product_id: number;
  variation_id: number;
  /** `attribute_<name>` → chosen value. */
  variation: Record<string, string>;
}

/**
 * The loop variation add to cart, or `null` when it must be skipped: both the product and the
 * variation id must be non-zero numbers (SPEC §5). Attributes that are not a JSON object (or an
 * object) are sent as none; non-string values are turned into strings.
 */
export function loopVariationPayload(input: LoopVariationInput): LoopVariationPayload | null {
  const productId = parseLoopId(input.product_id);
  const variationId = parseLoopId(input.variation_id);
  if (productId === null || variationId === null) return null;
  return { product_id: productId, variation_id: variationId, variation: attributesOf(input.variation) };
}

function attributesOf(raw: unknown): Record<string, string> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (item === null || item === undefined || typeof item === 'object') continue;
    out[name] = String(item);
  }
  return out;
}

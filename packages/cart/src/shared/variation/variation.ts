/**
 * A variation as WooCommerce prints it in `data-product_variations` and answers from
 * `get_variation` (SPEC §3 Variation). Only the fields the models read are typed strictly; the
 * rest are optional and passed through.
 */
export interface Variation {
  /** `attribute_<name>` → value; an empty (or null) value means any value. */
  attributes: Readonly<Record<string, string | null>>;
  variation_id: number;
  is_purchasable: boolean;
  is_in_stock: boolean;
  /** False when the variation cannot be shown (e.g. no price): "unavailable". */
  variation_is_visible: boolean;
  /** False when the variation's options should be disabled (e.g. hidden out-of-stock). */
  variation_is_active: boolean;
  /** `'yes'` or `'no'`. */
  is_sold_individually: string;
  /** A number, or `''` for none. */
  min_qty: number | string;
  /** A number, or `''` for unlimited. */
  max_qty: number | string;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions_html?: string;
  image_id?: number;
  /** The variation's picture (SPEC §3); `src` is empty when it has none of its own. */
  image?: VariationImage;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
}

/** `image` of a variation (wc_get_product_attachment_props); `srcset`/`sizes` are `false` when absent. */
export interface VariationImage {
  src?: string;
  src_w?: number | string;
  src_h?: number | string;
  srcset?: string | boolean;
  sizes?: string | boolean;
  title?: string;
  caption?: string;
  alt?: string;
  url?: string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
  thumb_src?: string;
}

/** The chosen value of each attribute, keyed `attribute_<name>`; `''` or missing: not chosen. */
export type ChosenAttributes = Readonly<Record<string, string | undefined>>;

/** Whether a variation can be added to the cart: purchasable, in stock and visible (SPEC §4). */
export function isVariationAvailable(variation: Variation): boolean {
  return variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;
}

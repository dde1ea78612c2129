/**
 * What the add-to-cart button sends and where it stands: pure, no DOM, no network.
 */

/** A button's `dataset` (a `DOMStringMap`) or the same as a plain object. */
export type ButtonDataset = Readonly<Record<string, string | undefined>>;

/**
 * The fields of `POST /?wc-ajax=add_to_cart` for a simple add-to-cart button: every `data-*`
 * attribute as it stands, keyed as the dataset names it (`data-product_id` → `product_id`,
 * `data-quantity`, `data-product_sku`, `data-success_message`, …). `null` when the button has no
 * (or an empty) `product_id`: the click is then left to the link. An empty or missing quantity is
 * sent as 1.
 */
export function addToCartPayload(dataset: ButtonDataset): Record<string, string> | null {
  if (!dataset.product_id) return null;
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(dataset)) {
    if (value !== undefined) payload[key] = value;
  }
  if (!payload.quantity) payload.quantity = '1';
  return payload;
}

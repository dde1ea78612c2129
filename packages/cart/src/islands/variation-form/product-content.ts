/**
 * WooCommerce's wc_set_content / wc_reset_content: a variation's sku, weight and dimensions go
 * into the product's own elements, whose server text is kept and put back on reset.
 */
import type { Variation } from '../../shared/variation';

const original = new WeakMap<Element, string>();

/** Sets an element's text, remembering the server's text the first time. */
export function setContent(el: Element | null | undefined, text: string | undefined): void {
  if (!el || text === undefined) return;
  if (!original.has(el)) original.set(el, el.textContent ?? '');
  el.textContent = text;
}

/** Puts the server's text back. */
export function resetContent(el: Element | null | undefined): void {
  if (!el || !original.has(el)) return;
  el.textContent = original.get(el) ?? '';
  original.delete(el);
}

/** The product elements a variation fills in. */
export interface ProductDetailTargets {
  sku: Element[];
  weight: Element[];
  dimensions: Element[];
}

/** Finds them as the classic script does (product meta, additional-information table). */
export function productDetailTargets(product: ParentNode | null): ProductDetailTargets {
  const all = (selector: string) => (product ? [...product.querySelectorAll(selector)] : []);
  return {
    sku: all('.product_meta .sku'),
    weight: all(
      '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
    ),
    dimensions: all(
      '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
    ),
  };
}

/** Shows a variation's sku, weight and dimensions; empty ones put the product's own back. */
export function showVariationDetails(targets: ProductDetailTargets, variation: Variation): void {
  const apply = (els: Element[], text: string | undefined) => {
    for (const el of els) {
      if (text) setContent(el, text);
      else resetContent(el);
    }
  };
  apply(targets.sku, variation.sku);
  apply(targets.weight, variation.weight ? variation.weight_html : undefined);
  apply(targets.dimensions, variation.dimensions_html);
}

export function resetVariationDetails(targets: ProductDetailTargets): void {
  for (const el of [...targets.sku, ...targets.weight, ...targets.dimensions]) resetContent(el);
}

/** Where a product's name is printed around its buttons: a shop card, a block card, the product page. */
const CARD = 'li.product, .wopb-block-item, .firsat-list-card, .summary, .product';
const NAME =
  '.woocommerce-loop-product__title, .wopb-block-title, .product_title, .firsat-list-card > a, .wopb-compare-product-name';

/** The name of the product a button belongs to, read from its card; null when none is printed. */
export function productNameNear(el: Element): string | null {
  const card = el.closest(CARD);
  const name = card?.querySelector(NAME)?.textContent?.replace(/\s+/g, ' ').trim();
  return name || null;
}

/** A post id as printed in `data-postid` ("25"); null for none or anything else ("", "abc"). */
export function postIdOf(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * The plugin's "processing" look on a part of the modal while its request is out (compare.js
 * `o()` / `t()`): `wopb-processing` and a `.wopb-block-overlay`, `aria-busy`; the returned
 * function takes them off again.
 */
export function markProcessing(el: Element | null | undefined): () => void {
  if (!el || el.classList.contains('wopb-processing') || el.closest('.wopb-processing')) return () => {};
  el.classList.add('wopb-processing');
  el.setAttribute('aria-busy', 'true');
  const overlay = el.ownerDocument.createElement('div');
  overlay.className = 'wopb-block-overlay';
  el.append(overlay);
  return () => {
    el.classList.remove('wopb-processing');
    el.removeAttribute('aria-busy');
    overlay.remove();
  };
}

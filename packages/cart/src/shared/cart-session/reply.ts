/**
 * What the cart endpoints answer (SPEC §3, §7): `add_to_cart`, `remove_from_cart`,
 * `get_refreshed_fragments`, `wopb_variation_loop_add_cart` and the quick view's `wopb_addcart`
 * send `{fragments, cart_hash}` on success and `{error: true, product_url}` when the product cannot
 * be added; anything else (`{"success": false}`, an empty body, `-1`) carries no fragments.
 */
export type CartReply =
  | { kind: 'fragments'; fragments: Record<string, string>; cartHash: string }
  | { kind: 'error'; productUrl: string | null }
  /** `{"success": true}` without fragments (product-blocks' `wopb_addcart`): fetch them. */
  | { kind: 'success' }
  | { kind: 'none' };

/** Reads a cart endpoint's body (raw text or already parsed JSON) into one of the three answers. */
export function readCartReply(body: unknown): CartReply {
  const value = typeof body === 'string' ? parseJson(body) : body;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'none' };
  const record = value as Record<string, unknown>;
  if (record.error) {
    const url = record.product_url;
    return { kind: 'error', productUrl: typeof url === 'string' && url !== '' ? url : null };
  }
  const fragments = stringFragments(record.fragments);
  if (!fragments) return record.success === true ? { kind: 'success' } : { kind: 'none' };
  const hash = record.cart_hash;
  return { kind: 'fragments', fragments, cartHash: typeof hash === 'string' ? hash : '' };
}

/** The `fragments` object with its string values, or null when there is none. */
export function stringFragments(raw: unknown): Record<string, string> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const out: Record<string, string> = {};
  for (const [selector, html] of Object.entries(raw)) if (typeof html === 'string') out[selector] = html;
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

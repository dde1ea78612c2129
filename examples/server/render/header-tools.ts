import type { RequestContext } from '../context';
import { raw, type SafeHtml } from '../lib';

/**
 * The header's product-list links (the compare and wishlist nav items with their counts,
 * `.wopb-compare-nav-item .wopb-compare-count`, `.wopb-wishlist-count`), printed before the
 * cart in the header. Filled by the compare and wishlist work.
 */
export function headerProductLists(_ctx: RequestContext): SafeHtml {
  return raw('');
}

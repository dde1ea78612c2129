import type { RequestContext } from '../context';
import { raw, type SafeHtml } from '../lib';

/**
 * The header's off-canvas menu and search overlay (their toggles sit in the header; their panels
 * are printed here). Filled by the header work.
 */
export function headerMenus(_ctx: RequestContext): SafeHtml {
  return raw('');
}

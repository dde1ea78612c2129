import type { RequestContext } from '../../context';
import { wpDie } from '../../http';

/**
 * check_ajax_referer(action, field) inside an ajax request: a missing, wrong or expired nonce
 * ends the request with `-1` and status 403; a valid one lets it go on (null).
 */
export function checkAjaxReferer(
  ctx: RequestContext,
  action: string,
  nonce: string | undefined,
): Response | null {
  return ctx.verifyNonce(action, nonce) === 0 ? wpDie('-1', 403) : null;
}

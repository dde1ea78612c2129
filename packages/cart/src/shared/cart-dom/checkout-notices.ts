import { insertHtml } from '@firsat/core/html';
import { alertNotices, focusNotice } from './notices';

/**
 * The notices checkout.js removes before showing new ones: errors, successes, and infos inside
 * notice groups or the notices wrapper — not the info boxes that hold the login and coupon toggles.
 */
export const CHECKOUT_NOTICES =
  '.woocommerce-error, .woocommerce-message, .woocommerce-NoticeGroup .woocommerce-info, .woocommerce-notices-wrapper .woocommerce-info';

export function clearCheckoutNotices(root: ParentNode = document): void {
  for (const notice of root.querySelectorAll(CHECKOUT_NOTICES)) notice.remove();
}

/** Shows server notice HTML (sanitised) just before `anchor`, focusing its first alert (SPEC §8). */
export async function showNoticesBefore(anchor: Element, html: string): Promise<Element[]> {
  if (html.trim() === '') return [];
  const nodes = (await insertHtml(anchor, html, 'before')).filter((n): n is Element => n instanceof Element);
  const [first] = nodes.flatMap(alertNotices);
  if (first) focusNotice(first);
  return nodes;
}

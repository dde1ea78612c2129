import { canSanitizeNow, preloadSanitizer, sanitizeHtmlNow } from './sanitize-html';

/**
 * Applies WooCommerce cart fragments: every element matching a fragment's selector is replaced by
 * that fragment's HTML (sanitised once, cloned per element). A selector the browser rejects is
 * reported and skipped; a non-string value is skipped. Resolves with how many elements were
 * replaced. When a sanitiser is ready the page is updated before this returns (events sent right
 * after see the new HTML); otherwise once DOMPurify has loaded.
 */
export function applyFragments(
  fragments: Readonly<Record<string, string>>,
  root: ParentNode = document,
): Promise<number> {
  const ready = Object.values(fragments).every((html) => typeof html !== 'string' || canSanitizeNow(html));
  if (ready) return Promise.resolve(applyNow(fragments, root));
  return preloadSanitizer().then(() => applyNow(fragments, root));
}

function applyNow(fragments: Readonly<Record<string, string>>, root: ParentNode): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    if (typeof html !== 'string') continue;
    let targets: Element[];
    try {
      targets = Array.from(root.querySelectorAll(selector));
    } catch {
      console.warn(`[firsat] cart fragment selector "${selector}" is not valid; it was skipped.`);
      continue;
    }
    if (targets.length === 0) continue;
    const fragment = sanitizeHtmlNow(html) ?? document.createDocumentFragment();
    targets.forEach((target, index) => {
      // The last target takes the parsed nodes themselves; the others get copies.
      target.replaceWith(index === targets.length - 1 ? fragment : fragment.cloneNode(true));
      replaced += 1;
    });
  }
  return replaced;
}

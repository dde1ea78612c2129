import { sanitizeHtml } from './sanitize-html';

/**
 * Where `insertHtml` puts the HTML, relative to the target: `replace` the target itself, its
 * `inner` content, `before` or `after` it, or `append`/`prepend` to its children.
 */
export type InsertPosition = 'replace' | 'inner' | 'before' | 'after' | 'append' | 'prepend';

/**
 * The one way HTML from a server response enters the page: sanitised (see `sanitizeHtml`), then
 * put at `how` relative to `target`. Returns the inserted top-level nodes. Scripts in the HTML
 * are dropped, never run; islands inside it are mounted by the runtime's observer.
 */
export function insertHtml(target: Element, html: string, how: InsertPosition): Node[] {
  const fragment = sanitizeHtml(html);
  const nodes = Array.from(fragment.childNodes);
  switch (how) {
    case 'replace':
      target.replaceWith(fragment);
      break;
    case 'inner':
      target.replaceChildren(fragment);
      break;
    case 'before':
      target.before(fragment);
      break;
    case 'after':
      target.after(fragment);
      break;
    case 'append':
      target.append(fragment);
      break;
    case 'prepend':
      target.prepend(fragment);
      break;
  }
  return nodes;
}

import { sanitizeHtml, sanitizeHtmlNow } from './sanitize-html';

/**
 * Where `insertHtml` puts the HTML, relative to the target: `replace` the target itself, its
 * `inner` content, `before` or `after` it, or `append`/`prepend` to its children.
 */
export type InsertPosition = 'replace' | 'inner' | 'before' | 'after' | 'append' | 'prepend';

function place(target: Element, fragment: DocumentFragment, how: InsertPosition): Node[] {
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

/**
 * The one way HTML from a server response enters the page: sanitised (see `sanitizeHtml`), then
 * put at `how` relative to `target`. Resolves with the inserted top-level nodes. When a sanitiser
 * is ready (the browser's own, or DOMPurify once loaded) the HTML is in place before this
 * returns; otherwise once DOMPurify has arrived. Scripts in the HTML are dropped, never run;
 * islands inside it are mounted by the loader's observer.
 */
export function insertHtml(target: Element, html: string, how: InsertPosition): Promise<Node[]> {
  const now = sanitizeHtmlNow(html);
  if (now) return Promise.resolve(place(target, now, how));
  return sanitizeHtml(html).then((fragment) => place(target, fragment, how));
}

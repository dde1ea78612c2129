import type { SearchGroup, SearchReply, SearchResult } from './model';

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Only http(s) links of the reply are followed (a `javascript:` href is dropped). */
function safeUrl(href: string | null, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** What `readResults` found: the reply's groups, and the option element of each result, in order. */
export interface ReadResults {
  reply: SearchReply;
  /** one `.wopb-search-item` per result of `reply`, in the same order */
  options: HTMLElement[];
}

/**
 * Reads the plugin's results markup (Product_Search::search_item_content) under `root`: each
 * `.wopb-search-item-label` and the `.wopb-search-items` after it; a category is `a.wopb-item-term`,
 * a product `.wopb-block-item` with its title link, image and price. An item without an http(s)
 * link is left out. `root` is the results box once the reply is in, or an inert document.
 */
export function readResults(root: ParentNode, base: string): ReadResults {
  const groups: SearchGroup[] = [];
  const options: HTMLElement[] = [];
  for (const label of root.querySelectorAll('.wopb-search-item-label')) {
    const list = label.nextElementSibling;
    if (!list?.matches('.wopb-search-items')) continue;
    const results: SearchResult[] = [];
    for (const item of list.querySelectorAll<HTMLElement>(':scope > .wopb-search-item')) {
      const term = item.querySelector('a.wopb-item-term');
      const title = item.querySelector('a.wopb-item-title');
      const link = term ?? title;
      const url = safeUrl(link?.getAttribute('href') ?? null, base);
      if (!link || !url) continue;
      const image = safeUrl(item.querySelector('.wopb-item-image img')?.getAttribute('src') ?? null, base);
      const price = text(item.querySelector('.wopb-item-price'));
      results.push({
        kind: term ? 'term' : 'product',
        url,
        name: text(link),
        ...(image ? { image } : {}),
        ...(price ? { price } : {}),
      });
      options.push(item);
    }
    if (results.length) groups.push({ label: text(label), results });
  }
  const empty = text(root.querySelector('.wopb-empty-result'));
  return { reply: empty ? { groups, emptyText: empty } : { groups }, options };
}

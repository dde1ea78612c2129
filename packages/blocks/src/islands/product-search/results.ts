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

/**
 * Reads the reply's HTML (Product_Search::search_item_content) into groups of plain-text results,
 * in an inert document (nothing runs, nothing loads): each `.wopb-search-item-label` and the
 * `.wopb-search-items` after it; a category is `a.wopb-item-term`, a product `.wopb-block-item`
 * with its title link, image and price. The list is the island's own; no reply HTML enters the page.
 */
export function parseSearchReply(html: string, base: string): SearchReply {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const groups: SearchGroup[] = [];
  for (const label of doc.querySelectorAll('.wopb-search-item-label')) {
    const list = label.nextElementSibling;
    if (!list?.matches('.wopb-search-items')) continue;
    const results: SearchResult[] = [];
    for (const item of list.querySelectorAll(':scope > .wopb-search-item')) {
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
    }
    if (results.length) groups.push({ label: text(label), results });
  }
  const empty = text(doc.querySelector('.wopb-empty-result'));
  return empty ? { groups, emptyText: empty } : { groups };
}

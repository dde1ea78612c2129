import type { RequestContext } from '../../context';
import { fieldGroup, fieldText, wpDie } from '../../http';
import { filterPageId } from '../../migrations';
import { blockLink, blockLinkQuery, type FilterBlock, filteredGridMain, filterTermItems } from '../../render';
import {
  FILTER_SORTINGS,
  type FilterSorting,
  filterMaxPrice,
  filterProducts,
  filterTerms,
  noFilters,
  type ProductFilters,
} from '../../shop';
import type { AjaxRequest } from '../define';

/** `/filtre/`'s block content: the filter block and the grid it targets (re-read by the endpoints). */
export const FILTER_PAGE = {
  filter: {
    blockId: 'filtre',
    target: 'product-grid-1',
    postId: filterPageId,
    limits: { product_cat: 4, product_tag: 10 },
    taxonomies: [
      ['product_cat', 'Kategori'],
      ['product_tag', 'Etiket'],
    ],
  } satisfies FilterBlock,
  grid: { blockId: 'filtre-urunler', slug: 'product-grid-1', perPage: 9, columns: 3, heading: 'Ürünler' },
} as const;

/** The grid's page in the address (as the listing blocks: `paged-<blockId>`). */
export const gridPageParam = `paged-${FILTER_PAGE.grid.blockId}`;

const STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;
const list = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const unique = <T>(values: T[]) => [...new Set(values)];
const amount = (raw: unknown): number | null => {
  const n =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** SPEC §5's clamping, as the island does it, so a forged value cannot ask for more. */
function clampPrices(filters: ProductFilters, max: number): ProductFilters {
  let min = filters.minPrice < 0 ? 0 : Math.min(filters.minPrice, max);
  const top =
    filters.maxPrice === null || filters.maxPrice < 0 || filters.maxPrice > max ? max : filters.maxPrice;
  if (min > top) min = top;
  return { ...filters, minPrice: min, maxPrice: top };
}

/**
 * The filters an address names (firsat's `filtre-*` parameters, the island's own): the page
 * renders them, so a shared link or Back shows the same results with no request.
 */
export function filtersFromAddress(query: URLSearchParams, max: number): ProductFilters {
  const filters = noFilters();
  filters.search = (query.get('filtre-ara') ?? '').trim();
  filters.minPrice = amount(query.get('filtre-min')) ?? 0;
  filters.maxPrice = amount(query.get('filtre-max'));
  filters.status = unique(list(query.get('filtre-stok'))).filter((s): s is (typeof STATUSES)[number] =>
    (STATUSES as readonly string[]).includes(s),
  );
  filters.rating = unique(list(query.get('filtre-puan')).map(Number)).filter((n) => n >= 1 && n <= 5);
  filters.taxRelation = query.get('filtre-iliski') === 'OR' ? 'OR' : 'AND';
  const sorting = query.get('filtre-sirala') ?? '';
  filters.sorting = (FILTER_SORTINGS as readonly string[]).includes(sorting)
    ? (sorting as FilterSorting)
    : '';
  for (const [key, value] of query) {
    if (!key.startsWith('filtre-t-')) continue;
    const taxonomy = key.slice('filtre-t-'.length);
    if (!FILTER_PAGE.filter.taxonomies.some(([t]) => t === taxonomy)) continue;
    const termIds = unique(list(value).map(Number)).filter((n) => Number.isInteger(n) && n > 0);
    if (termIds.length > 0) filters.taxonomies.push({ taxonomy, termIds });
  }
  return clampPrices(filters, max);
}

/** The address parameters of `filters` (defaults left out), the inverse of filtersFromAddress. */
export function addressParams(filters: ProductFilters, max: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('filtre-ara', filters.search);
  if (filters.minPrice > 0) params.set('filtre-min', String(filters.minPrice));
  if (filters.maxPrice !== null && filters.maxPrice < max) params.set('filtre-max', String(filters.maxPrice));
  if (filters.status.length) params.set('filtre-stok', filters.status.join(','));
  if (filters.rating.length) params.set('filtre-puan', filters.rating.join(','));
  for (const { taxonomy, termIds } of filters.taxonomies)
    params.set(`filtre-t-${taxonomy}`, termIds.join(','));
  if (filters.taxRelation === 'OR') params.set('filtre-iliski', 'OR');
  if (filters.sorting) params.set('filtre-sirala', filters.sorting);
  return params;
}

/**
 * The plugin's `product_filters` object from the REST body (`{search, price:{minPrice,maxPrice},
 * status[], rating[], tax_relation, product_taxonomy:[{taxonomy, term_ids[]}], sorting}`), read
 * defensively: a missing or mistyped slice is no filter.
 */
export function filtersFromPayload(raw: unknown, max: number): ProductFilters {
  const filters = noFilters();
  if (typeof raw !== 'object' || raw === null) return filters;
  const o = raw as Record<string, unknown>;
  const strings = (v: unknown): string[] =>
    Array.isArray(v)
      ? v
          .map((x) => (typeof x === 'number' ? String(x) : x))
          .filter((x): x is string => typeof x === 'string')
      : [];
  if (typeof o.search === 'string') filters.search = o.search.trim();
  if (typeof o.price === 'object' && o.price !== null) {
    const price = o.price as Record<string, unknown>;
    filters.minPrice = amount(price.minPrice) ?? 0;
    filters.maxPrice = amount(price.maxPrice);
  }
  filters.status = unique(strings(o.status)).filter((s): s is (typeof STATUSES)[number] =>
    (STATUSES as readonly string[]).includes(s),
  );
  filters.rating = unique(strings(o.rating).map(Number)).filter((n) => n >= 1 && n <= 5);
  filters.taxRelation = o.tax_relation === 'OR' ? 'OR' : 'AND';
  filters.sorting = (FILTER_SORTINGS as readonly string[]).includes(String(o.sorting ?? ''))
    ? (String(o.sorting ?? '') as FilterSorting)
    : '';
  if (Array.isArray(o.product_taxonomy))
    for (const entry of o.product_taxonomy) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { taxonomy, term_ids } = entry as Record<string, unknown>;
      if (typeof taxonomy !== 'string' || !/^[a-z0-9_-]+$/.test(taxonomy)) continue;
      const termIds = unique(strings(term_ids).map(Number)).filter((n) => Number.isInteger(n) && n > 0);
      if (termIds.length > 0) filters.taxonomies.push({ taxonomy, termIds });
    }
  return clampPrices(filters, max);
}

/**
 * The filtered grid's main content on `page`, its page links on `base` carrying the filters
 * (ordinary links: they work without JavaScript and keep the address the island reads).
 */
export function filteredGrid(ctx: RequestContext, filters: ProductFilters, page: number, base: URL) {
  const now = ctx.store.nowSeconds();
  const max = filterMaxPrice(ctx.db, now);
  const products = filterProducts(ctx.db, filters, now);
  const params = addressParams(filters, max);
  const href = (n: number) => {
    // the other parameters of the address stay (blockLinkQuery), as the islands keep them
    const kept = blockLinkQuery(base.searchParams);
    for (const key of [...kept.keys()]) if (key.startsWith('filtre-')) kept.delete(key);
    for (const [key, value] of params) kept.set(key, value);
    return blockLink(base.pathname, kept, { [gridPageParam]: n > 1 ? String(n) : null });
  };
  const { perPage, columns } = FILTER_PAGE.grid;
  return filteredGridMain(ctx, products, { page, perPage, columns, href });
}

/**
 * `wopb_show_more_filter_item` (Filter::show_more_callback): with a valid `wpnonce`, page
 * `current_page` (or the older script's `item_page`) of the taxonomy's terms, `limit` from
 * `query[limit]` (or `term_limit`), as `div.wopb-filter-item.wopb-filter-extended-item`s. A bad
 * nonce, an unknown taxonomy or a page past the last answers an empty body, as the plugin's
 * callback that just returns.
 */
export function showMoreFilterItemsReply(ctx: RequestContext, req: AjaxRequest): Response {
  if (ctx.verifyNonce('wopb-nonce', fieldText(req.fields, 'wpnonce') ?? '') === 0) return wpDie('');
  const query = fieldGroup(req.fields, 'query');
  const taxonomy = fieldText(req.fields, 'taxonomy') || fieldText(query, 'taxonomy') || '';
  if (!FILTER_PAGE.filter.taxonomies.some(([t]) => t === taxonomy)) return wpDie('');
  const page = Number(fieldText(req.fields, 'current_page') || fieldText(req.fields, 'item_page'));
  const limit = Number(fieldText(query, 'limit') || fieldText(req.fields, 'term_limit'));
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1) return wpDie('');
  const { terms } = filterTerms(ctx.db, taxonomy, { limit, offset: (page - 1) * limit });
  return wpDie(terms.length > 0 ? String(filterTermItems(terms, [], true)) : '');
}

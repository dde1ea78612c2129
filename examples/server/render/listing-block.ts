import type { RequestContext } from '../context';
import { html, raw, type SafeHtml } from '../lib';
import {
  LISTING_ACTIONS,
  type ListingAction,
  type ListingPage,
  queryListing,
  queryListingThrough,
} from '../shop';
import { gridItem } from './product-grid-block';

/**
 * A product-blocks listing block as the page's block content stores it (the attributes the
 * plugin re-reads by `blockId` when an ajax call names the block).
 */
export interface ListingBlock {
  blockId: string;
  /** the block's slug: `product-grid-1` → `wp-block-product-blocks-product-grid-1`, blockName `product-blocks_product-grid-1` */
  slug: 'product-grid-1' | 'product-grid-2' | 'product-list-1' | 'product-category-1';
  /** the post whose content holds the block (`data-postid`) */
  postId: number;
  heading: string;
  columns: number;
  /** productView count per page */
  perPage: number;
  /** paginationType: load more, numbered pagination (prev/next are its first and last items), or none */
  navigation: 'loadMore' | 'pagination' | 'none';
  /** paginationNav `textArrow`: the prev/next items carry their texts ("Önceki|Sonraki") */
  navigationText?: [prev: string, next: string];
  /** filter tabs: `filterType` and the tab values (a term slug, '' for all, or `custom_action#<key>`) */
  tabs?: { taxtype: 'product_cat' | 'product_tag'; values: string[]; labels: Record<string, string> };
  /** queryTax + queryCat: the block's own narrowing */
  query?: { taxonomy: 'product_cat' | 'product_tag'; term: string };
}

/** Where a block is: the page (load more: the pages loaded so far) and the active tab's value. */
export interface ListingState {
  page: number;
  tab: string;
}

/**
 * The address of a block's state: `?paged-<blockId>=N&tab-<blockId>=<value>` (firsat's islands
 * write them; the demo renders them, so a shared link or Back shows the same results).
 */
export const listingParams = (blockId: string) => ({ page: `paged-${blockId}`, tab: `tab-${blockId}` });

export const blockName = (block: ListingBlock): string => `product-blocks_${block.slug}`;

/** The tab value's query: '' = the block's own query, a term slug, or an action. */
function listingPage(
  ctx: RequestContext,
  block: ListingBlock,
  state: ListingState,
  through: boolean,
): ListingPage {
  const action = state.tab.startsWith('custom_action#') ? state.tab.slice('custom_action#'.length) : null;
  const narrowing =
    action !== null
      ? {
          ...(block.query ?? {}),
          action: (LISTING_ACTIONS as readonly string[]).includes(action)
            ? (action as ListingAction)
            : undefined,
        }
      : state.tab !== '' && block.tabs
        ? { taxonomy: block.tabs.taxtype, term: state.tab }
        : (block.query ?? {});
  const query = {
    ...narrowing,
    page: state.page,
    perPage: block.perPage,
    nowSeconds: ctx.store.nowSeconds(),
  };
  return through ? queryListingThrough(ctx.db, query) : queryListing(ctx.db, query);
}

/**
 * The block's filter attributes (`data-filter-attributes`): after a tab was chosen, `queryTax`
 * with `queryCatAction` (category tabs) or `queryTagAction` (tag tabs) holding the tab's value,
 * as the plugin's `wopb_filter` re-renders the block; the block's own `queryTax` otherwise; `[]`
 * (PHP's empty array) when none.
 */
function filterAttributes(block: ListingBlock, tab: string): string {
  if (tab !== '' && block.tabs) {
    const key = block.tabs.taxtype === 'product_cat' ? 'queryCatAction' : 'queryTagAction';
    return JSON.stringify({ queryTax: block.tabs.taxtype, [key]: [tab] });
  }
  return JSON.stringify(block.query ? { queryTax: block.query.taxonomy, queryCat: [block.query.term] } : []);
}

/**
 * The tab a load-more or pagination call is on, from its `filterAttributes` (jQuery sends the
 * parsed JSON PHP-style: `filterAttributes[queryCatAction][]=giyim`): the inverse of
 * filterAttributes().
 */
export function tabFromFilterAttributes(block: ListingBlock, sent: unknown): string {
  let attributes = sent;
  if (typeof sent === 'string') {
    try {
      attributes = JSON.parse(sent);
    } catch {
      return '';
    }
  }
  if (!block.tabs || typeof attributes !== 'object' || attributes === null) return '';
  const first = (value: unknown): string | undefined =>
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null
        ? first(Object.values(value)[0])
        : undefined;
  const record = attributes as Record<string, unknown>;
  return first(record.queryCatAction) ?? first(record.queryTagAction) ?? '';
}

const refreshIcon = raw(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z"/></svg>',
);
const leftAngle = raw(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z"/></svg>',
);
const rightAngle = raw(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z"/></svg>',
);

const hiddenStyle = (hidden: boolean) => (hidden ? raw(' style="display:none"') : '');

/**
 * `wopb_function()->pagination()` with `paginationAjax`: prev, first, first dot, three centre
 * items, last dot, last, next — every slot printed (the islands flip them), hidden by position
 * as core's pagination model says (prev hidden on page 1, next on the last page, shortcuts and
 * dots when a gap lies between them and the centre).
 */
function numberedPagination(
  block: ListingBlock,
  page: number,
  pages: number,
  href: (page: number) => string,
): SafeHtml {
  if (pages < 2) return raw('');
  const start = Math.max(1, Math.min(page - 1, pages - 2));
  const centre: number[] = [];
  for (let p = start; p <= Math.min(start + 2, pages); p++) centre.push(p);
  const end = centre[centre.length - 1] ?? pages;
  const [prevText, nextText] = block.navigationText ?? ['', ''];
  return html`<ul class="wopb-pagination wopb-pagination-ajax"><li class="wopb-prev-page-numbers"${hiddenStyle(page === 1)}><a href="${href(Math.max(1, page - 1))}">${leftAngle}${prevText}</a></li><li class="wopb-first-pages"${hiddenStyle(start < 2)} data-current="1"><a href="${href(1)}">1</a></li><li class="wopb-first-dot"${hiddenStyle(start < 3)}><a href="#">...</a></li>${centre.map(
    (p) =>
      html`<li class="wopb-center-item${p === page ? ' pagination-active' : ''}" data-current="${p}"><a href="${href(p)}">${p}</a></li>`,
  )}<li class="wopb-last-dot"${hiddenStyle(end > pages - 2)}><a href="#">...</a></li><li class="wopb-last-pages"${hiddenStyle(end >= pages)} data-current="${pages}"><a href="${href(pages)}">${pages}</a></li><li class="wopb-next-page-numbers"${hiddenStyle(page === pages)}><a href="${href(Math.min(pages, page + 1))}">${nextText}${rightAngle}</a></li></ul>`;
}

/** The block's items (`.wopb-block-item`…): the reply of `wopb_load_more` and `wopb_pagination`. */
export function listingItems(ctx: RequestContext, block: ListingBlock, state: ListingState): SafeHtml {
  const { products } = listingPage(ctx, block, state, false);
  return html`${products.map((p) => gridItem(ctx, p, { loopIds: products.map((s) => s.id) }))}`;
}

/**
 * The inside of `.wopb-wrapper-main-content`: the items wrap (with the load-more insert marker),
 * then the load-more button or the numbered pagination. The reply of `wopb_filter`, and what the
 * page prints (load more opened at page N prints pages 1..N).
 */
export function listingMainContent(
  ctx: RequestContext,
  block: ListingBlock,
  state: ListingState,
  pageUrl: (params: Record<string, string | null>) => string,
): SafeHtml {
  const loadMore = block.navigation === 'loadMore';
  const { products, pages, page } = listingPage(ctx, block, state, loadMore);
  const params = listingParams(block.blockId);
  const common = html`data-blockid="${block.blockId}" data-blockname="${blockName(block)}" data-postid="${block.postId}" data-filter-attributes="${filterAttributes(block, state.tab)}"`;
  const items = html`<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-${block.columns}">${products.map((p) => gridItem(ctx, p, { loopIds: products.map((s) => s.id) }))}${loadMore ? raw('<span class="wopb-loadmore-insert-before"></span>') : ''}</div>`;
  if (loadMore && pages > 1) {
    return html`${items}<div class="wopb-loadmore"><span class="wopb-loadmore-action wopb-ajax-loadmore${page >= pages ? ' wopb-disable' : ''}" data-pages="${pages}" data-pagenum="${page}" ${common}>Daha fazla yükle <span class="wopb-spin">${refreshIcon}</span></span></div>`;
  }
  if (block.navigation === 'pagination' && pages > 1) {
    const href = (p: number) => pageUrl({ [params.page]: p === 1 ? null : String(p) });
    return html`${items}<div data-archive-builder="" data-search-block="" class="wopb-pagination-wrap wopb-pagination-ajax-action" data-paged="${page}" data-pages="${pages}" ${common}>${numberedPagination(block, page, pages, href)}</div>`;
  }
  return items;
}

/**
 * The filter tabs: `div.wopb-filter-wrap` > `ul.wopb-flex-menu` > `li.filter-item > a[data-taxonomy]`.
 * The plugin's tabs are `href="#"`; the demo's are the tab's address (its page dropped), so a tab
 * works without JavaScript and before its island is ready (the island takes the click over).
 */
function filterTabs(
  block: ListingBlock,
  active: string,
  pageUrl: (params: Record<string, string | null>) => string,
): SafeHtml {
  if (!block.tabs) return raw('');
  const { taxtype, values, labels } = block.tabs;
  const names = listingParams(block.blockId);
  const href = (value: string) => pageUrl({ [names.page]: null, [names.tab]: value === '' ? null : value });
  return html`<div class="wopb-filter-navigation"><div class="wopb-filter-wrap" data-taxtype="${taxtype}" data-blockid="${block.blockId}" data-blockname="${blockName(block)}" data-postid="${block.postId}" data-current-url="${pageUrl({})}"><ul class="wopb-flex-menu" data-name="Daha fazla">${values.map(
    (value) =>
      html`<li class="filter-item"><a${value === active ? raw(' class="filter-active"') : ''} data-taxonomy="${value}" href="${href(value)}">${labels[value] ?? value}</a></li>`,
  )}</ul></div></div>`;
}

/**
 * A whole listing block as the plugin prints it:
 * `div.wp-block-product-blocks-<slug>.wopb-block-<id>` > `div.wopb-block-wrapper` > the heading
 * with its filter tabs, then `div.wopb-wrapper-main-content`.
 */
export function listingBlock(
  ctx: RequestContext,
  block: ListingBlock,
  state: ListingState,
  pageUrl: (params: Record<string, string | null>) => string,
): SafeHtml {
  return html`<div class="wp-block-product-blocks-${block.slug} wopb-block-${block.blockId} "><div class="wopb-block-wrapper"><div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><div class="wopb-heading-wrap wopb-heading-style1 wopb-heading-left"><h2 class="wopb-heading-inner"><span>${block.heading}</span></h2></div>${filterTabs(block, state.tab, pageUrl)}</div></div><div class="wopb-wrapper-main-content">${listingMainContent(ctx, block, state, pageUrl)}</div></div></div>`;
}

const ONE_SHOT_PARAMS = ['add-to-cart', 'quantity', 'variation_id', 'remove_coupon'];

/**
 * The query a block's link starts from: the request's, less the one-shot cart actions a page
 * link must not repeat (`?add-to-cart=…&quantity=…`, `remove_coupon`). Everything else stays —
 * the other blocks' `paged-*` / `tab-*`, the filter's `filtre-*` — so a link followed before its
 * island is ready keeps the page's other blocks where they were.
 */
export function blockLinkQuery(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(query);
  for (const name of [...kept.keys()]) {
    if (ONE_SHOT_PARAMS.includes(name) || name.startsWith('attribute_')) kept.delete(name);
  }
  return kept;
}

/**
 * The address with a block's own parameters changed (null removes one), the others kept in
 * place: what the islands' `addressWith()` writes (`URLSearchParams.set` keeps a parameter's
 * place, a new one goes last; page 1 and the "all" tab leave theirs out).
 */
export function blockLink(
  path: string,
  query: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const params = blockLinkQuery(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/**
 * The page's listing blocks at the places its address gives (`?paged-<blockId>=N&tab-<blockId>=…`),
 * on the page at `path` (`/vitrin/`, `/`): each block's links (pages, tabs) change its own
 * parameters and keep the rest of the address (blockLink), as the islands do.
 */
export function listingBlocksAt(
  ctx: RequestContext,
  blocks: readonly ListingBlock[],
  query: URLSearchParams,
  path: string,
): SafeHtml[] {
  return blocks.map((block) => {
    const names = listingParams(block.blockId);
    const tab = query.get(names.tab) ?? '';
    const page = Number(query.get(names.page) ?? '1');
    const pageUrl = (changes: Record<string, string | null>): string => blockLink(path, query, changes);
    return listingBlock(ctx, block, { tab, page: Number.isInteger(page) && page > 0 ? page : 1 }, pageUrl);
  });
}

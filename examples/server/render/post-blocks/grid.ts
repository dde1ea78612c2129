import { type BlogPost, type BlogQuery, queryBlogPosts } from '../../content';
import type { RequestContext } from '../../context';
import { classNames, escUrl, html, paths, raw, type SafeHtml } from '../../lib';
import { icon } from './icons';

/**
 * The post-blocks plugin's post grid, list and slider blocks (blocks/Post_Grid_1.php and its
 * templates: loadmore, navigation, pagination, pagination_block, infinite_scroll_data, filter,
 * video_icon, video_popup, meta), printed from a block's saved attributes over the demo's posts.
 * The endpoints find the same block by `postId` + `blockId` (blocks.ts) and print parts of it.
 */
export interface PostBlock {
  blockId: string;
  /** post-grid-1, post-list-1, post-slider-1… (the wrapper's wp-block-ultimate-post-<slug>) */
  slug: string;
  /** the page whose content holds the block (data-postid) */
  pageId: number;
  heading?: string;
  perPage: number;
  columns?: { lg: number; sm: number; xs: number };
  /** the item layout of lists and grids (layout1…) */
  layout?: string;
  pagination?: 'loadMore' | 'navigation' | 'pagination';
  /** numbered pagination by ajax (default true) */
  paginationAjax?: boolean;
  /** navigation at the heading's right (topRight) or under the items */
  navPosition?: 'topRight' | 'bottom';
  /** the pagination printed for a separate pagination block (`data-for`) */
  advPagination?: boolean;
  infiniteScroll?: boolean;
  /** the filter bar: taxonomy, term slugs, the "all" text, the flex menu's "more" text */
  filter?: {
    type: 'category' | 'post_tag';
    values: string[];
    allText: string;
    moreText: string;
    /** tab values standing for one of the demo's slugs (the real plugin page's news / guides) */
    aliases?: Record<string, string>;
  };
  /** queryUnique: the group whose posts the page's blocks share without repeating */
  unique?: string;
  excerpt?: boolean;
  /** the video icon opens the modal (enablePopup) */
  videoPopup?: boolean;
  /** the block's own query (queryTax / queryOrderBy …) */
  query?: Pick<BlogQuery, 'categories' | 'tags' | 'orderby' | 'order'>;
  /** advFilterEnable: the block listens to an advanced filter (its controls carry data-filter-*) */
  advFilter?: boolean;
  notFound?: string;
}

/** What the advanced filter or the filter bar asked for (the attributes' queryTaxValue & co.). */
export interface PostFilter {
  /** filter bar: one term slug of `type`; advanced filter: `tax###slug` values */
  taxonomy: string[];
  type: string;
  isAdv: boolean;
  authors: number[];
  order: 'ASC' | 'DESC';
  orderby: string;
  search: string;
  advSort: string;
}

export interface BlockRender {
  page: number;
  filter?: PostFilter;
  /** the page's unique-content map (ultp_uniqueIds): group → ids already shown */
  unique: Record<string, number[]>;
  /** the post whose page shows the block, excluded from it (data-expost) */
  exclude?: number;
  /** the current address, for the numbered pagination's links */
  baseUrl: string;
  /** an archive's query (data-builder): taxonomy###<tax>###<slug>, author###<id>, search###<text> */
  builder?: string;
}

export const blockName = (block: PostBlock): string => `ultimate-post_${block.slug}`;

const texts = {
  loadMore: 'Daha fazla yükle',
  previous: 'Önceki',
  next: 'Sonraki',
  notFound: 'Yazı bulunamadı.',
  readingTime: (minutes: number) => `${minutes} dk okuma`,
};

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
});

/** get_the_date('j F Y') in Turkish: '25 Kasım 2026'. */
export const postDate = (dateGmt: string): string =>
  dateFormat.format(new Date(`${dateGmt.replace(' ', 'T')}Z`));

export const postUrl = (ctx: RequestContext, post: Pick<BlogPost, 'slug'>): string =>
  ctx.url(paths.post(post.slug));

export const postImageUrl = (ctx: RequestContext, post: BlogPost): string | null =>
  post.image ? ctx.url(`${paths.uploads}${post.image}`) : null;

const readingMinutes = (post: BlogPost): number =>
  Math.max(1, Math.ceil(post.content.replace(/<[^>]+>/g, '').length / 1200));

/** The query a block runs for a page, with its filter and the unique-content exclusion. */
export function blockQuery(
  block: PostBlock,
  state: Pick<BlockRender, 'page' | 'filter' | 'exclude' | 'builder'>,
  excludeIds: number[],
): BlogQuery {
  const query: BlogQuery = {
    perPage: block.perPage,
    page: state.page,
    categories: block.query?.categories,
    tags: block.query?.tags,
    orderby: block.query?.orderby,
    order: block.query?.order,
    exclude: [...excludeIds, ...(state.exclude ? [state.exclude] : [])],
  };
  const [kind, first, second] = (state.builder ?? '').split('###');
  if (kind === 'taxonomy' && first === 'category' && second) query.categories = [second];
  if (kind === 'taxonomy' && first === 'post_tag' && second) query.tags = [second];
  if (kind === 'author' && first && /^\d+$/.test(first)) query.authors = [Number(first)];
  if (kind === 'search' && first) query.search = first;
  const filter = state.filter;
  if (!filter) return query;
  const bySlug: Record<string, string[]> = {};
  for (const value of filter.taxonomy) {
    const [tax, given] = filter.isAdv ? value.split('###') : [filter.type, value];
    const slug = given && !filter.isAdv ? (block.filter?.aliases?.[given] ?? given) : given;
    if (!tax || !slug || slug === '_all') continue;
    const taxonomy = tax === 'tags' || tax === 'tag' ? 'post_tag' : tax === 'categories' ? 'category' : tax;
    bySlug[taxonomy] = [...(bySlug[taxonomy] ?? []), slug];
  }
  if (bySlug.category) query.categories = bySlug.category;
  if (bySlug.post_tag) query.tags = bySlug.post_tag;
  if (filter.isAdv) {
    query.authors = filter.authors.length > 0 ? filter.authors : undefined;
    query.order = filter.order;
    if (filter.orderby) query.orderby = filter.orderby;
    query.search = filter.search || undefined;
    query.advSort = filter.advSort || undefined;
  }
  return query;
}

function category(post: BlogPost): SafeHtml {
  return html`<div class="ultp-category-grid ultp-category-classic ultp-category-aboveTitle"><div class="ultp-category-in">${post.categories.map(
    (term) => html`<a class="ultp-cat-${term.slug}" href="${paths.category(term.slug)}"  >${term.name}</a>`,
  )}</div></div>`;
}

function meta(post: BlogPost): SafeHtml {
  return html`<div class="ultp-block-meta ultp-block-meta-dot ultp-block-meta-icon"><span class="ultp-block-author ultp-block-meta-element">${icon('user')}<a class="" href="${paths.author(post.authorNicename)}">${post.authorName}</a></span><span class="ultp-block-date ultp-block-meta-element">${icon('calendar')}${postDate(post.dateGmt)}</span><span class="ultp-post-read ultp-block-meta-element">${icon('book')}${texts.readingTime(readingMinutes(post))}</span></div>`;
}

const youtubeId = (url: string): string =>
  /(?:youtu\.be\/|youtube\.com\/(?:embed\/|v\/|watch\?v=|watch\?.+&v=))((\w|-){11})/.exec(url)?.[1] ?? '';

const videoType = (url: string): string =>
  /youtube\.com|youtu\.be/.test(url) ? 'youtube' : url.includes('vimeo.com') ? 'vimeo' : 'local';

/** The embed address of a YouTube or Vimeo link (as the plugin's featured video prints it), else undefined. */
export function videoEmbedUrl(url: string): string | undefined {
  const type = videoType(url);
  if (type === 'youtube') return `https://www.youtube.com/embed/${youtubeId(url)}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url)?.[1];
  return type === 'vimeo' && vimeo ? `https://player.vimeo.com/video/${vimeo}?dnt=1` : undefined;
}

/** get_embeded_video(url, autoplay, loop, mute, controls, preload, poster, inline, size): the lazy wrapper. */
export function videoWrapper(url: string, autoplay: boolean): SafeHtml {
  return html`<div class="ultp-video-wrapper ultp-embaded-video"data-video-url="${url}" data-video-type="${videoType(url)}" data-autoplay="${autoplay ? '1' : '0'}" data-loop="1" data-mute="0" data-controls="1" data-preload="1" data-poster="" data-playsinline="1" data-width="560" data-height="315" data-video-id="${youtubeId(url)}"></div>`;
}

function videoIcon(block: PostBlock, _post: BlogPost, url: string): SafeHtml {
  if (block.videoPopup) {
    return html`<div enableVideoPopup="1" enableAutoPlay="" class="ultp-video-icon">${icon('play_line')}</div>`;
  }
  return html`<a href="${url}" enableAutoPlay="" class="ultp-video-icon">${icon('play_line')}</a>`;
}

function videoPopup(post: BlogPost, url: string): SafeHtml {
  return html`<div class="ultp-video-modal"><div class="ultp-video-modal__overlay"></div><span class="ultp-video-close"></span><div class="ultp-video-modal__Wrapper"><div class="ultp-video-modal__content"><a href="${url}">${post.title}</a><div class="ultp-loader-container"><div class="ultp-popup-loader"></div></div>${videoWrapper(post.video, true)}</div></div></div>`;
}

function image(ctx: RequestContext, post: BlogPost, url: string, block: PostBlock): SafeHtml {
  const src = postImageUrl(ctx, post) ?? ctx.url(`${paths.postBlocksPlugin}assets/img/ultp-fallback-img.png`);
  return html`<div class="ultp-block-image ultp-block-image-opacity"><a href="${url}" ><img decoding="async" loading="lazy" class="ultp-block-image-content" alt="${post.imageAlt || post.title}" src="${src}" /></a>${
    post.video ? videoIcon(block, post, url) : ''
  }</div>`;
}

/** One `.ultp-block-item` as the grid and list templates print it. */
export function postItem(ctx: RequestContext, block: PostBlock, post: BlogPost): SafeHtml {
  const url = postUrl(ctx, post);
  const excerpt =
    block.excerpt === false
      ? ''
      : html`<div class="ultp-block-excerpt"><p>${post.excerpt}</p>
</div>`;
  const popup = post.video && block.videoPopup ? videoPopup(post, url) : '';
  return html`<div class="ultp-block-item post-id-${post.id}"><div class="ultp-block-content-wrap">${image(ctx, post, url, block)}<div class="ultp-block-content">${category(post)}<h3 class="ultp-block-title "><a href="${url}" >${post.title}</a></h3>${meta(post)}${excerpt}</div></div>${popup}</div>`;
}

/** The hidden span the unique-content blocks print after their items (unquoted JSON, as the plugin does). */
function uniqueSpan(map: Record<string, number[]>, current: number[]): SafeHtml {
  return raw(
    `<span style='display: none;' class='ultp-current-unique-posts' data-ultp-unique-ids= ${JSON.stringify(map)} data-current-unique-posts= ${JSON.stringify(current)}> </span>`,
  );
}

/**
 * The items a block shows for a page (what `content($attr, true)` returns to the ajax calls):
 * the items, then the unique-content span. `others` are the posts other blocks of the group
 * already show; they are left out, and the span's map is `others` plus this page's posts.
 */
export function postItems(
  ctx: RequestContext,
  block: PostBlock,
  state: Pick<BlockRender, 'page' | 'filter' | 'exclude' | 'builder'>,
  others: number[] = [],
): { items: SafeHtml; pages: number; ids: number[]; map?: Record<string, number[]> } {
  const result = queryBlogPosts(ctx.db, blockQuery(block, state, block.unique ? others : []));
  const ids = result.posts.map((post) => post.id);
  const items = result.posts.map((post) => postItem(ctx, block, post));
  // the items and the unique-content span are printed only when the query has posts
  if (!block.unique || ids.length === 0)
    return { items: html`${items}`, pages: Math.max(1, result.pages), ids };
  const map = { [block.unique]: [...others, ...ids] };
  return { items: html`${items}${uniqueSpan(map, ids)}`, pages: Math.max(1, result.pages), ids, map };
}

/** get_adv_data_attrs(attr, filterAttributes): the filter a control carries on. */
export function filterDataset(block: PostBlock, filter?: PostFilter): SafeHtml {
  if (filter) {
    const value = filter.isAdv ? JSON.stringify(filter.taxonomy) : (filter.taxonomy[0] ?? '');
    const parts = [
      html`data-filter-value="${value}"`,
      html`data-filter-type="${filter.type}"`,
      html`data-filter-is-adv="${filter.isAdv ? '1' : ''}"`,
    ];
    if (filter.isAdv) {
      parts.push(
        html`data-filter-author='${JSON.stringify(filter.authors.map((id) => ({ value: String(id) })))}'`,
        html`data-filter-order='${filter.order}'`,
        html`data-filter-orderby='${filter.orderby}'`,
        html`data-filter-search="${filter.search}"`,
      );
      if (filter.advSort) parts.push(html`data-filter-adv-sort="${filter.advSort}"`);
    }
    return html`${parts.map((part, i) => html`${i ? ' ' : ''}${part}`)}`;
  }
  if (!block.advFilter) return raw('');
  return raw(
    'data-filter-is-adv="1" data-filter-type="multiTaxonomy" data-filter-value="[]" data-filter-author="[]" data-filter-order="DESC" data-filter-orderby="date" data-filter-search="" data-filter-adv-sort=""',
  );
}

/** generatePaginationUrl(n, base): the page's address with /page/N/ (or without for page 1). */
function pageUrl(baseUrl: string, n: number): string {
  const base = baseUrl.replace(/page\/\d+\/?$/, '');
  return n === 1 ? base : `${base}page/${n}/`;
}

/** ultimate_post()->pagination(): the numbered list, the current page `paged` of `pages`. */
export function paginationList(pages: number, paged: number, ajax: boolean, baseUrl: string): SafeHtml {
  if (pages === 1) return raw('');
  const hide = raw('style="display:none"');
  const center = paged >= 3 ? [paged - 1, paged, paged + 1] : [1, 2, 3];
  const out: SafeHtml[] = [];
  if (paged > 1 || (ajax && pages > 1)) {
    out.push(
      html`<li class="ultp-prev-page-numbers" ${paged === 1 ? hide : ''}><a href="${escUrl(pageUrl(baseUrl, Math.max(1, paged - 1)))}">${icon('leftAngle2')} ${texts.previous}</a></li>`,
    );
  }
  if (pages > 3) {
    out.push(
      html`<li class="ultp-first-pages" ${paged < 2 ? hide : ''} data-current="1"><a href="${escUrl(pageUrl(baseUrl, 1))}">1</a></li>`,
    );
  }
  if (paged > 3 || (ajax && pages > 4)) {
    out.push(
      html`<li class="ultp-first-dot"${paged === 1 ? raw(' style="display:none"') : ''}><a href="#">...</a></li>`,
    );
  }
  for (const i of center) {
    if (pages > 3 && pages === i) continue;
    if (pages < i) continue;
    out.push(
      paged === i
        ? html`<li class="ultp-center-item pagination-active" data-current="${i}"><a href="${escUrl(pageUrl(baseUrl, i))}">${i}</a></li>`
        : html`<li class="ultp-center-item" data-current="${i}" ${pages > 4 && paged === 2 && i === 1 && !ajax ? hide : ''}><a href="${escUrl(pageUrl(baseUrl, i))}">${i}</a></li>`,
    );
  }
  if (pages !== paged + 2 || (ajax && pages > 4)) {
    out.push(html`<li class="ultp-last-dot" ${pages <= paged + 1 ? hide : ''}><a href="#">...</a></li>`);
  }
  if (pages > 3) {
    out.push(
      html`<li class="${classNames('ultp-last-pages', paged === pages && 'pagination-active')}" data-current="${pages}"><a href="${escUrl(pageUrl(baseUrl, pages))}">${pages}</a></li>`,
    );
  }
  if (paged !== pages) {
    out.push(
      html`<li class="ultp-next-page-numbers"><a href="${escUrl(pageUrl(baseUrl, paged + 1))}">${texts.next}${icon('rightAngle2')}</a></li>`,
    );
  }
  return html`<ul class="ultp-pagination">${out}</ul>`;
}

/** next_prev(): the two arrows, "previous" disabled on page 1. */
function nextPrev(): SafeHtml {
  return html`<ul><li><a class="ultp-prev-action ultp-disable" href="#">${icon('leftAngle2')}<span class="screen-reader-text">${texts.previous}</span></a></li><li><a class="ultp-next-action">${icon('rightAngle2')}<span class="screen-reader-text">${texts.next}</span></a></li></ul>`;
}

interface ControlContext {
  block: PostBlock;
  pages: number;
  paged: number;
  exclude: string;
  dataset: SafeHtml;
  baseUrl: string;
  builder: string;
}

/** get_builder_attr(): `data-builder="…"` on an archive, printed against the next attribute. */
const builderAttr = (c: ControlContext): SafeHtml =>
  c.builder ? html`data-builder="${c.builder}"` : raw('');

function loadMore(c: ControlContext, forAttr = ''): SafeHtml {
  const button =
    c.pages === 1
      ? ''
      : html`<span class="ultp-loadmore-action" tabindex="0" role="button"${forAttr ? html` data-for="${forAttr}"` : ''} data-pages="${c.pages}" data-pagenum="${c.paged}"  data-expost="${c.exclude}" data-blockid="${c.block.blockId}" data-blockname="${blockName(c.block)}" data-postid="${c.block.pageId}" ${builderAttr(c)}data-selfpostid="no"${c.dataset.value ? html` ${c.dataset}` : ''}>${texts.loadMore} <span class="ultp-spin">${icon('refresh')}</span></span>`;
  return html`<div class="ultp-loadmore">${button}</div>`;
}

function navigation(c: ControlContext): SafeHtml {
  return html`<div class="ultp-next-prev-wrap" data-pages="${c.pages}" data-pagenum="${c.paged}" data-blockid="${c.block.blockId}" data-blockname="${blockName(c.block)}" data-expost="${c.exclude}" data-postid="${c.block.pageId}" ${builderAttr(c)}data-selfpostid="no"${c.dataset.value ? html` ${c.dataset}` : ''}>${c.pages === 1 ? '' : nextPrev()}</div>`;
}

function pagination(c: ControlContext): SafeHtml {
  const ajax = c.block.paginationAjax !== false;
  return html`<div class="${classNames('ultp-pagination-wrap', ajax && 'ultp-pagination-ajax-action')}" data-paged="${c.paged}" data-expost="${c.exclude}"  data-blockid="${c.block.blockId}" data-postid="${c.block.pageId}" data-pages="${c.pages}" data-blockname="${blockName(c.block)}" ${builderAttr(c)}data-selfpostid="no"${c.dataset.value ? html` ${c.dataset}` : ''}>${paginationList(c.pages, c.paged, ajax, c.baseUrl)}</div>`;
}

/** pagination_block.php: the controls a separate pagination block takes (`data-for`). */
function detachedPagination(c: ControlContext): SafeHtml {
  const b = c.block;
  const forAttr = `ultp-block-${b.blockId}`;
  const datasets = html`data-for="${forAttr}" data-blockid="${b.blockId}" data-expost="${c.exclude}" ${
    b.pagination === 'navigation' ? html`data-pagenum="${c.paged}"` : html`data-paged="${c.paged}"`
  } data-pages="${c.pages}" data-blockname="${blockName(b)}" data-postid="${b.pageId}" data-selfpostid="no"`;
  let inner: SafeHtml | string = '';
  if (b.pagination === 'pagination') {
    const ajax = b.paginationAjax !== false;
    inner = html`<div class="${classNames('ultp-pagination-wrap', ajax && 'ultp-pagination-ajax-action')}" ${c.dataset.value ? html`${c.dataset} ` : ''}${datasets}>${paginationList(c.pages, c.paged, ajax, c.baseUrl)}</div>`;
  } else if (b.pagination === 'navigation') {
    inner = html`<div class="ultp-next-prev-wrap" ${c.dataset.value ? html`${c.dataset} ` : ''}${datasets}>${c.pages === 1 ? '' : nextPrev()}</div>`;
  } else if (b.pagination === 'loadMore') {
    inner = loadMore(c, forAttr);
  }
  return html`<div class="pagination-block-html" aria-hidden="true" style="display: none;">${inner}</div>`;
}

/** The infinite-scroll data on `.ultp-block-wrapper` (infinite_scroll_data.php). */
function infiniteData(c: ControlContext): SafeHtml {
  const b = c.block;
  return html` ${builderAttr(c)}${c.dataset.value ? html`${c.dataset} ` : ''}data-for="ultp-block-${b.blockId}" data-blockid="${b.blockId}" data-expost="${c.exclude}" data-pagenum="${c.paged}" data-pages="${c.pages}" data-blockname="${blockName(b)}" data-postid="${b.pageId}" data-selfpostid="no"`;
}

/** filter_html(): the filter bar's list (`ul.ultp-flex-menu`), "all" first and active. */
function filterBar(ctx: RequestContext, block: PostBlock, active: string): SafeHtml {
  const filter = block.filter;
  if (!filter) return raw('');
  const names = new Map(
    (
      ctx.db.prepare('SELECT slug, name FROM terms WHERE taxonomy = ?').all(filter.type) as {
        slug: string;
        name: string;
      }[]
    ).map((row) => [row.slug, row.name]),
  );
  const items = [
    html`<li class="filter-item"><a${active === '' ? raw(' class="filter-active"') : ''} data-taxonomy="" href="#">${filter.allText}</a></li>`,
    ...filter.values.map(
      (slug) =>
        html`<li class="filter-item"><a${active === slug ? raw(' class="filter-active"') : ''} data-taxonomy="${slug}" href="#">${names.get(slug) ?? slug}</a></li>`,
    ),
  ];
  return html`<div class="ultp-filter-wrap" data-taxtype=${filter.type} data-blockid="${block.blockId}" data-blockname="${blockName(block)}" data-postid="${block.pageId}"data-selfpostid="no"><ul class="ultp-flex-menu" data-name="${filter.moreText}">${items}</ul></div>`;
}

/** postx_loading(): the loading blocks every wrapper prints. */
export const postxLoading = raw(
  '<div class="ultp-loading"><div class="ultp-loading-blocks" style="width:100%;height:100%;"><div style="left: 0;top: 0;animation-delay:0s;"></div><div style="left: 21px;top: 0;animation-delay:0.125s;"></div><div style="left: 42px;top: 0;animation-delay:0.25s;"></div><div style="left: 0;top: 21px;animation-delay:0.875s;"></div><div style="left: 42px;top: 21px;animation-delay:0.375s;"></div><div style="left: 0;top: 42px;animation-delay:0.75s;"></div><div style="left: 42px;top: 42px;animation-delay:0.625s;"></div><div style="left: 21px;top: 42px;animation-delay:0.5s;"></div></div></div>',
);

/** get_no_result_found_html(text) */
export const notFoundHtml = (text: string): SafeHtml =>
  html`<div class="ultp-not-found-message" role="alert">${text}</div>`;

function itemsWrapClass(block: PostBlock): string {
  const cols = block.columns ?? { lg: 3, sm: 2, xs: 1 };
  if (block.slug.startsWith('post-list')) {
    return `ultp-block-items-wrap ultp-block-row ultp-block-column-${cols.lg} ultp-sm-column-${cols.sm} ultp-xs-column-${cols.xs} ultp-post-list1-layout ultp-${block.layout ?? 'layout1'}`;
  }
  return `ultp-block-items-wrap ultp-block-row ultp-pg1a-style1 ultp-grid1-responsive ultp-block-column-${cols.lg} ultp-sm-column-${cols.sm} ultp-xs-column-${cols.xs} ultp-${block.layout ?? 'layout1'}`;
}

/** The pagination controls of a block for a filter reply (pagination_for_filter()). */
export function paginationForFilter(
  _ctx: RequestContext,
  block: PostBlock,
  pages: number,
  filter: PostFilter,
  baseUrl: string,
): { html: SafeHtml; dataAttrs: string } {
  const dataset = html`${filterDataset(block, filter)} data-for="ultp-block-${block.blockId}" `;
  const style = pages === 1 ? raw('style="display:none"') : '';
  let out: SafeHtml | string = '';
  const common = html`data-pages="${pages}" data-pagenum="1" data-blockid="${block.blockId}" data-blockname="${blockName(block)}" data-postid="${block.pageId}" ${dataset}`;
  if (block.pagination === 'loadMore') {
    out = html`<div ${style} class="ultp-loadmore "><span class="ultp-loadmore-action" tabindex="0" role="button" ${common}>${texts.loadMore} <span class="ultp-spin">${icon('refresh')}</span></span></div>`;
  } else if (block.pagination === 'navigation') {
    out = html`<div ${style}  class="ultp-next-prev-wrap" ${common}>${nextPrev()}</div>`;
  } else if (block.pagination === 'pagination') {
    const ajax = block.paginationAjax !== false;
    out = html`<div class="${classNames('ultp-pagination-wrap', ajax && 'ultp-pagination-ajax-action')}" data-paged="1" data-blockid="${block.blockId}" data-postid="${block.pageId}" data-pages="${pages}" data-blockname="${blockName(block)}" ${dataset}>${paginationList(pages, 1, ajax, baseUrl)}</div>`;
  }
  const dataAttrs = JSON.stringify({
    paged: 1,
    blockid: block.blockId,
    postid: String(block.pageId),
    pages,
    blockname: blockName(block),
    filter_value: filter.isAdv ? JSON.stringify(filter.taxonomy) : (filter.taxonomy[0] ?? ''),
    filter_type: filter.type,
    filter_author: filter.isAdv ? JSON.stringify(filter.authors.map((id) => ({ value: String(id) }))) : '',
    filter_order: filter.order,
    filter_orderby: filter.orderby,
    filter_search: filter.search,
    filter_queryQuick: filter.advSort,
    filter_for: `ultp-block-${block.blockId}`,
  });
  return { html: html`${out}`, dataAttrs };
}

/**
 * The whole block for a page view. `state.unique` is the page's map: the block leaves out what
 * earlier blocks of its group show and adds its own posts.
 */
export function postBlock(ctx: RequestContext, block: PostBlock, state: BlockRender): SafeHtml {
  const others = block.unique ? [...(state.unique[block.unique] ?? [])] : [];
  const { items, pages, ids } = postItems(ctx, block, state, others);
  if (block.unique) state.unique[block.unique] = [...others, ...ids];
  const paged = Math.min(state.page, pages);
  if (ids.length === 0) {
    return html`<div  class="ultp-post-grid-block wp-block-ultimate-post-${block.slug} ultp-block-${block.blockId}  ">${notFoundHtml(block.notFound ?? texts.notFound)}</div>`;
  }
  const c: ControlContext = {
    block,
    pages,
    paged,
    exclude: state.exclude ? String(state.exclude) : '',
    dataset: filterDataset(block, state.filter),
    baseUrl: state.baseUrl,
    builder: state.builder ?? '',
  };
  const activeFilter = state.filter && !state.filter.isAdv ? (state.filter.taxonomy[0] ?? '') : '';
  const showNav = block.pagination === 'navigation' && !block.advPagination;
  const heading = block.heading
    ? html`<div class="ultp-heading-wrap ultp-heading-style1 ultp-heading-left"><h2 class="ultp-heading-inner"><span>${block.heading}</span></h2></div>`
    : '';
  const filterNav =
    block.filter || (showNav && block.navPosition === 'topRight')
      ? html`<div class="ultp-filter-navigation">${filterBar(ctx, block, activeFilter)}${showNav && block.navPosition === 'topRight' ? navigation(c) : ''}</div>`
      : '';
  const headingFilter =
    heading || filterNav || block.pagination
      ? html`<div class="ultp-heading-filter"><div class="ultp-heading-filter-in">${heading}${filterNav}</div></div>`
      : '';
  const after = block.advPagination
    ? ''
    : html`${block.pagination === 'loadMore' ? loadMore(c) : ''}${
        showNav && block.navPosition !== 'topRight' ? navigation(c) : ''
      }${block.pagination === 'pagination' ? pagination(c) : ''}`;
  return html`<div  class="${classNames('ultp-post-grid-block', `wp-block-ultimate-post-${block.slug}`, `ultp-block-${block.blockId}`)} ${block.infiniteScroll ? 'ultp-iscroll-active' : ''} "><div class="ultp-block-wrapper" ${block.infiniteScroll ? infiniteData(c) : ''}>${postxLoading}${headingFilter}<div class="${itemsWrapClass(block)}">${items}</div>${after}</div>${block.advPagination ? detachedPagination(c) : html`<div class="pagination-block-html" aria-hidden="true" style="display: none;"></div>`}</div>`;
}

/** filteredData of `ultp_filter` / `ultp_adv_filter` (filter_content_return()). */
export interface FilteredData {
  blocks: string;
  notFound: string;
  pagination: string;
  data_attrs: string;
  data_all_attrs: string;
  paginationType: string;
  paginationShow: boolean;
}

/**
 * Page 1 of the block under `filter`, leaving out `others` (unique content), with the block's
 * pagination for it; `referer` is the page the call came from (its numbered links' base).
 */
export function postFilterReply(
  ctx: RequestContext,
  block: PostBlock,
  filter: PostFilter,
  others: number[],
  referer: string | null,
  builder?: string,
): FilteredData {
  const { items, pages, ids } = postItems(ctx, block, { page: 1, filter, builder }, others);
  let base = '/';
  try {
    base = referer ? new URL(referer).pathname : '/';
  } catch {
    base = '/';
  }
  const pagination = paginationForFilter(ctx, block, pages, filter, base);
  return {
    blocks: ids.length > 0 ? items.value : '',
    notFound: block.notFound ?? texts.notFound,
    pagination: pagination.html.value,
    data_attrs: pagination.dataAttrs,
    data_all_attrs: pagination.dataAttrs,
    paginationType: block.pagination ?? '',
    paginationShow: block.pagination !== undefined,
  };
}

// The post grid's markup as ultimate-post 5.0.31 prints it (reference/pages/post-blocks-grid-page.html:
// `div.ultp-post-grid-block` > `div.ultp-block-wrapper` > loading, heading with the filter bar,
// `.ultp-block-items-wrap`, then one control), with the demo blog's Turkish posts.

const TITLES = [
  'Yün kazak nasıl yıkanır?',
  'İstanbul’da hafta sonu kahvaltısı',
  'Kış için ışıklı bahçe fikirleri',
  'Çocuklarla müze gezisi',
  'Ev ofisi için sessiz klavyeler',
  'Şehirde bisikletle işe gitmek',
  'Bütçe dostu mutfak düzeni',
  'Kamp ocağı seçerken',
  'Ilık havada koşu ayakkabısı',
];

/** A post item as the plugin prints it (image, category, title, excerpt). */
export function postItemMarkup(id: number, title = TITLES[(id - 1) % TITLES.length] ?? `Yazı ${id}`): string {
  return `<div class="ultp-block-item post-id-${id}"><div class="ultp-block-content-wrap"><div class="ultp-block-image ultp-block-image-opacity"><a href="/blog/yazi-${id}/"><img decoding="async" class="ultp-block-image-content" src="/img/yazi-${id}.jpg" alt="${title}" /></a></div><div class="ultp-block-content"><div class="ultp-category-grid ultp-category-classic ultp-category-aboveTitle"><div class="ultp-category-in"><a class="ultp-cat-rehber" href="/blog/kategori/rehber/">Rehber</a></div></div><h3 class="ultp-block-title "><a href="/blog/yazi-${id}/">${title} (${id})</a></h3><div class="ultp-block-excerpt"><p>Yazı ${id} özeti</p></div></div></div></div>`;
}

/** `count` post items from id `first`. */
export const postItems = (first: number, count: number): string =>
  Array.from({ length: count }, (_, i) => postItemMarkup(first + i)).join('');

/** The unique-content span a block prints inside its items when the option is on (§6). */
export const uniqueSpanMarkup = (map: Record<string, number[]>, current: number[]): string =>
  `<span class="ultp-current-unique-posts" hidden data-ultp-unique-ids="${JSON.stringify(map).replaceAll('"', '&quot;')}" data-current-unique-posts="${JSON.stringify(current)}"></span>`;

const common = (blockId: string) =>
  `data-expost="" data-blockid="${blockId}" data-blockname="ultimate-post_post-grid-1" data-postid="70" data-selfpostid="no"`;

/** The next/previous control (`ultp_next_prev`) on page `page` of `pages`. */
export const nextPrevMarkup = (blockId: string, page = 1, pages = 3): string =>
  `<div class="ultp-next-prev-wrap" data-pages="${pages}" data-pagenum="${page}" ${common(blockId)}><ul><li><a class="ultp-prev-action${page <= 1 ? ' ultp-disable' : ''}" href="#"><svg viewBox="0 0 24 24"></svg><span class="screen-reader-text">Previous</span></a></li><li><a class="ultp-next-action${page >= pages ? ' ultp-disable' : ''}"><svg viewBox="0 0 24 24"></svg><span class="screen-reader-text">Next</span></a></li></ul></div>`;

/** The load-more control, as on the reference page. */
export const loadMoreMarkup = (blockId: string, page = 1, pages = 3): string =>
  `<div class="ultp-loadmore"><span class="ultp-loadmore-action${page >= pages ? ' ultp-disable' : ''}" tabindex="0" role="button" data-pages="${pages}" data-pagenum="${page}" ${common(blockId)}>Daha fazla <span class="ultp-spin"><svg viewBox="0 0 24 24"></svg></span></span></div>`;

/** The ajax numbered pagination (first page shortcut and dots as the plugin prints them). */
export function paginationMarkup(blockId: string, page = 1, pages = 3, base = '/blog/'): string {
  const href = (p: number) => (p === 1 ? base : `${base}page/${p}/`);
  const hide = (hidden: boolean) => (hidden ? ' style="display:none"' : '');
  const centre =
    page <= 2 ? [1, 2, 3] : page === pages ? [pages - 2, pages - 1, pages] : [page - 1, page, page + 1];
  const shown = centre.filter((p) => p >= 1 && p <= pages);
  return `<div class="ultp-pagination-wrap ultp-pagination-ajax-action" data-paged="${page}" data-expost="" data-blockid="${blockId}" data-postid="70" data-pages="${pages}" data-blockname="ultimate-post_post-grid-1" data-selfpostid="no"><ul class="ultp-pagination"><li class="ultp-prev-page-numbers"${hide(page === 1)}><a href="${href(Math.max(1, page - 1))}"><svg viewBox="0 0 24 24"></svg> Önceki</a></li>${pages > 3 ? `<li class="ultp-first-pages"${hide(page <= 2)} data-current="1"><a href="${href(1)}">1</a></li><li class="ultp-first-dot"${hide(page <= 3)}><a href="#">...</a></li>` : ''}${shown
    .map(
      (p) =>
        `<li class="ultp-center-item${p === page ? ' pagination-active' : ''}" data-current="${p}"><a href="${href(p)}">${p}</a></li>`,
    )
    .join(
      '',
    )}${pages > 3 ? `<li class="ultp-last-dot"${hide(pages <= page + 2)}><a href="#">...</a></li><li class="ultp-last-pages"${hide(pages <= page + 1)} data-current="${pages}"><a href="${href(pages)}">${pages}</a></li>` : ''}<li class="ultp-next-page-numbers"${hide(page === pages)}><a href="${href(Math.min(pages, page + 1))}">Sonraki<svg viewBox="0 0 24 24"></svg></a></li></ul></div>`;
}

/** The filter bar (`ultp_filter`): values ('' = all) with their labels, the first active. */
export const filterBarMarkup = (
  blockId: string,
  tabs: [value: string, label: string][] = [
    ['', 'Tümü'],
    ['rehber', 'Rehber'],
    ['haber', 'Haber'],
  ],
): string =>
  `<div class="ultp-filter-navigation"><div class="ultp-filter-wrap" data-taxtype=category data-blockid="${blockId}" data-blockname="ultimate-post_post-grid-1" data-postid="70"data-selfpostid="no"><ul class="ultp-flex-menu" data-name="Daha fazla">${tabs
    .map(
      ([value, label], i) =>
        `<li class="filter-item"><a${i === 0 ? ' class="filter-active"' : ''} data-taxonomy="${value}" href="#">${label}</a></li>`,
    )
    .join('')}</ul></div></div>`;

export interface PostGridFixture {
  blockId?: string;
  /** which control the block prints */
  navigation?: 'loadMore' | 'navigation' | 'pagination' | 'none';
  page?: number;
  pages?: number;
  perPage?: number;
  /** print the filter bar */
  filter?: boolean;
  /** the unique-content span's map and current posts */
  unique?: [Record<string, number[]>, number[]];
  /** infinite scroll: `ultp-iscroll-active` and the wrapper's data-* */
  infinite?: boolean;
}

/** The items a grid shows on `page` (load more shows pages 1..page). */
export function gridItemsMarkup({
  page = 1,
  perPage = 3,
  navigation = 'loadMore',
}: PostGridFixture = {}): string {
  return navigation === 'loadMore'
    ? postItems(1, page * perPage)
    : postItems(1 + (page - 1) * perPage, perPage);
}

/** A whole post grid block (`ultp-post-grid-block … ultp-block-<id>`), as printed. */
export function postGridMarkup(fixture: PostGridFixture = {}): string {
  const {
    blockId = 'rwcpo01',
    navigation = 'loadMore',
    page = 1,
    pages = 3,
    filter = false,
    infinite = false,
  } = fixture;
  const control =
    navigation === 'loadMore'
      ? loadMoreMarkup(blockId, page, pages)
      : navigation === 'navigation'
        ? nextPrevMarkup(blockId, page, pages)
        : navigation === 'pagination'
          ? paginationMarkup(blockId, page, pages)
          : '';
  const unique = fixture.unique ? uniqueSpanMarkup(...fixture.unique) : '';
  const wrapperData = infinite
    ? ` data-for="ultp-block-${blockId}" data-blockid="${blockId}" data-expost="" data-pagenum="${page}" data-pages="${pages}" data-blockname="ultimate-post_post-grid-1" data-postid="70" data-selfpostid="no"`
    : '';
  return `<div  class="ultp-post-grid-block wp-block-ultimate-post-post-grid-1 ultp-block-${blockId}${infinite ? ' ultp-iscroll-active' : ''}  "><div class="ultp-block-wrapper"${wrapperData}><div class="ultp-loading"><div class="ultp-loading-blocks" style="width:100%;height:100%;"></div></div><div class="ultp-heading-filter"><div class="ultp-heading-filter-in"><div class="ultp-heading-wrap ultp-heading-style1 ultp-heading-left"><h2 class="ultp-heading-inner"><span>Son yazılar</span></h2></div>${filter ? filterBarMarkup(blockId) : ''}</div></div><div class="ultp-block-items-wrap ultp-block-row ultp-pg1a-style1 ultp-block-column-3 ultp-layout1">${gridItemsMarkup(fixture)}${unique}</div>${infinite ? '' : control}</div><div class="pagination-block-html" aria-hidden="true" style="display: none;"></div></div>`;
}

/** A `ultp_filter` / `ultp_adv_filter` reply (post-blocks.md §2, §3). */
export function filteredReply(
  fixture: PostGridFixture & { first?: number; count?: number; notFound?: string } = {},
): string {
  const { blockId = 'rwcpo01', navigation = 'loadMore', pages = 2, first = 1, count = 3 } = fixture;
  const pagination =
    navigation === 'loadMore'
      ? loadMoreMarkup(blockId, 1, pages)
      : navigation === 'navigation'
        ? nextPrevMarkup(blockId, 1, pages)
        : navigation === 'pagination'
          ? paginationMarkup(blockId, 1, pages)
          : '';
  return JSON.stringify({
    success: true,
    data: {
      filteredData: {
        blocks: postItems(first, count),
        pagination,
        paginationType: navigation,
        paginationShow: pages > 1,
        notFound: fixture.notFound ?? '',
      },
    },
  });
}

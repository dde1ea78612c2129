/** A product item as the demo store and the plugin print it (title, price, cart button). */
export function listingItemMarkup(id: number, name: string): string {
  return `<div class="wopb-block-item"><div class="wopb-block-content-wrap"><div class="wopb-block-image wopb-block-image-zoomIn"><div class="wopb-quick-cart"><div class="wopb-product-btn"><span class="wopb-cart-action" data-postid="${id}"><a href="?add-to-cart=${id}" data-quantity="1" data-product_id="${id}" rel="nofollow" class="add_to_cart_button ajax_add_to_cart" data-postid="${id}">Sepete ekle</a></span></div></div></div><div class="wopb-pg-cl "><div class="wopb-product-title-review"><h3 class="wopb-block-title"><a href="/urun/urun-${id}/">${name}</a></h3></div></div></div></div>`;
}

/** `count` items from id `first`, named "Ürün <id>". */
export const listingItems = (first: number, count: number): string =>
  Array.from({ length: count }, (_, i) => listingItemMarkup(first + i, `Ürün ${first + i}`)).join('');

const common = (blockId: string, filterAttributes = '[]') =>
  `data-blockid="${blockId}" data-blockname="product-blocks_product-grid-1" data-postid="15" data-filter-attributes="${filterAttributes.replaceAll('"', '&quot;')}"`;

/** The seven slots of the ajax numbered pagination as the demo store prints them (core's model). */
export function paginationListMarkup(
  page: number,
  pages: number,
  base = '/vitrin/',
  param = 'paged-vitrin',
): string {
  const href = (p: number) => (p === 1 ? base : `${base}?${param}=${p}`);
  const hide = (hidden: boolean) => (hidden ? ' style="display:none"' : '');
  const start = Math.max(1, Math.min(page - 1, pages - 2));
  const centre = Array.from({ length: Math.min(3, pages) }, (_, i) => start + i);
  const end = centre[centre.length - 1] ?? pages;
  return `<ul class="wopb-pagination wopb-pagination-ajax"><li class="wopb-prev-page-numbers"${hide(page === 1)}><a href="${href(Math.max(1, page - 1))}">Önceki</a></li><li class="wopb-first-pages"${hide(start < 2)} data-current="1"><a href="${href(1)}">1</a></li><li class="wopb-first-dot"${hide(start < 3)}><a href="#">...</a></li>${centre
    .map(
      (p) =>
        `<li class="wopb-center-item${p === page ? ' pagination-active' : ''}" data-current="${p}"><a href="${href(p)}">${p}</a></li>`,
    )
    .join(
      '',
    )}<li class="wopb-last-dot"${hide(end > pages - 2)}><a href="#">...</a></li><li class="wopb-last-pages"${hide(end >= pages)} data-current="${pages}"><a href="${href(pages)}">${pages}</a></li><li class="wopb-next-page-numbers"${hide(page === pages)}><a href="${href(Math.min(pages, page + 1))}">Sonraki</a></li></ul>`;
}

export interface ListingBlockFixture {
  blockId?: string;
  /** 'loadMore' | 'pagination' | 'none' */
  navigation?: 'loadMore' | 'pagination' | 'none';
  page?: number;
  pages?: number;
  perPage?: number;
  /** filter tabs: values ('' = all) with their labels, the first active */
  tabs?: [value: string, label: string][];
}

/** The inside of `.wopb-wrapper-main-content` (what `wopb_filter` answers). */
export function listingMainMarkup({
  blockId = 'vitrin',
  navigation = 'pagination',
  page = 1,
  pages = 5,
  perPage = 3,
}: ListingBlockFixture = {}): string {
  const loadMore = navigation === 'loadMore';
  const items = `<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-3">${listingItems(1 + (loadMore ? 0 : (page - 1) * perPage), loadMore ? page * perPage : perPage)}${loadMore ? '<span class="wopb-loadmore-insert-before"></span>' : ''}</div>`;
  if (loadMore)
    return `${items}<div class="wopb-loadmore"><span class="wopb-loadmore-action wopb-ajax-loadmore${page >= pages ? ' wopb-disable' : ''}" data-pages="${pages}" data-pagenum="${page}" ${common(blockId)}>Daha fazla yükle <span class="wopb-spin"></span></span></div>`;
  if (navigation === 'pagination')
    return `${items}<div data-archive-builder="" data-search-block="" class="wopb-pagination-wrap wopb-pagination-ajax-action" data-paged="${page}" data-pages="${pages}" ${common(blockId)}>${paginationListMarkup(page, pages, '/vitrin/', `paged-${blockId}`)}</div>`;
  return items;
}

/** A whole product-blocks listing block (`wp-block-product-blocks-product-grid-1`), as printed. */
export function listingBlockMarkup(fixture: ListingBlockFixture = {}): string {
  const blockId = fixture.blockId ?? 'vitrin';
  const tabs = fixture.tabs
    ? `<div class="wopb-filter-navigation"><div class="wopb-filter-wrap" data-taxtype="product_cat" data-blockid="${blockId}" data-blockname="product-blocks_product-grid-1" data-postid="15" data-current-url="/vitrin/"><ul class="wopb-flex-menu" data-name="Daha fazla">${fixture.tabs
        .map(
          ([value, label], i) =>
            `<li class="filter-item"><a${i === 0 ? ' class="filter-active"' : ''} data-taxonomy="${value}" href="#">${label}</a></li>`,
        )
        .join('')}</ul></div></div>`
    : '';
  return `<div class="wp-block-product-blocks-product-grid-1 wopb-block-${blockId} "><div class="wopb-block-wrapper"><div class="wopb-heading-filter"><div class="wopb-heading-filter-in"><div class="wopb-heading-wrap wopb-heading-style1 wopb-heading-left"><h2 class="wopb-heading-inner"><span>Ürünler</span></h2></div>${tabs}</div></div><div class="wopb-wrapper-main-content">${listingMainMarkup({ ...fixture, blockId })}</div></div></div>`;
}

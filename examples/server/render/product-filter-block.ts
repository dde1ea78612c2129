import type { RequestContext } from '../context';
import { html, raw, type SafeHtml } from '../lib';
import {
  type FilterTerm,
  filterMaxPrice,
  filterTerms,
  type Product,
  type ProductFilters,
  stockStatusCounts,
} from '../shop';
import { gridItem } from './product-grid-block';

/** The filter block's settings as the post's block content stores them. */
export interface FilterBlock {
  blockId: string;
  /** the listing block it drives (`blockTarget`), e.g. product-grid-1 */
  target: string;
  postId: number;
  /** viewTaxonomyLimit per taxonomy section */
  limits: Record<string, number>;
  /** taxonomy sections in order, with their labels */
  taxonomies: [taxonomy: string, label: string][];
}

/** The plugin's sort options (`sortingItems`), in Turkish. */
export const FILTER_SORT_LABELS: [value: string, label: string][] = [
  ['', 'Sıralama seçin'],
  ['default', 'Varsayılan sıralama'],
  ['popular', 'Popülerliğe göre sırala'],
  ['latest', 'En yeniye göre sırala'],
  ['rating', 'Ortalama puana göre sırala'],
  ['price_low', 'Fiyata göre sırala: Düşükten yükseğe'],
  ['price_high', 'Fiyata göre sırala: Yüksekten düşüğe'],
];

/** wc_get_product_stock_status_options(), Turkish. */
const STOCK_LABELS: [key: 'instock' | 'outofstock' | 'onbackorder', label: string][] = [
  ['instock', 'Stokta'],
  ['outofstock', 'Stokta yok'],
  ['onbackorder', 'Ön siparişte'],
];

const searchIcon = raw(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14"/></svg>',
);
const closeIcon = raw(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"/></svg>',
);

const checked = (on: boolean) => (on ? raw(' checked') : '');
const toggle = raw(
  '<div class="wopb-filter-toggle"><span class="dashicons dashicons-plus-alt2 wopb-filter-plus"></span><span class="dashicons dashicons-minus wopb-filter-minus"></span></div>',
);

/** Filter::content's section: header (label, toggle), then the body. */
function section(
  cls: string,
  label: string,
  body: SafeHtml,
  bodyClass = '',
  before: SafeHtml | '' = '',
): SafeHtml {
  return html`<div class="wopb-filter-section ${cls}">${before}<div class="wopb-filter-header"><span class="wopb-filter-label">${label}</span>${toggle}</div><div class="wopb-filter-body${bodyClass}">${body}</div></div>`;
}

/** Filter::product_taxonomy_terms: one `div.wopb-filter-item` per term (the reply of show more, with `extended`). */
export function filterTermItems(terms: FilterTerm[], chosen: number[], extended: boolean): SafeHtml {
  return html`${terms.map(
    (term) =>
      html`<div class="wopb-filter-item ${extended ? 'wopb-filter-extended-item' : ''}"><div class="wopb-item-content"><label><input type="checkbox" class="wopb-filter-tax-term-input" id="tax_term_${term.name}_${term.id}" value="${term.id}" data-label="${term.name}"${checked(chosen.includes(term.id))}/><span>${term.name} (${term.count})</span></label></div></div>`,
  )}`;
}

/** The query a taxonomy section carries (`data-query`), which show more sends back. */
export const taxonomyQuery = (taxonomy: string, limit: number) => ({
  taxonomy,
  query_tax: '',
  query_term: '',
  queryTaxValue: '',
  parent: '',
  limit,
  search_query: '',
  tax_slug: '',
});

function taxonomySection(
  ctx: RequestContext,
  block: FilterBlock,
  [taxonomy, label]: [string, string],
  filters: ProductFilters,
  first: boolean,
): SafeHtml {
  const limit = block.limits[taxonomy] ?? 10;
  const chosen = filters.taxonomies.find((t) => t.taxonomy === taxonomy)?.termIds ?? [];
  const { terms, total } = filterTerms(ctx.db, taxonomy, { limit: 1000 });
  const pages = Math.max(1, Math.ceil(total / limit));
  // a chosen term past the first page: print every page, as if shown more
  const shownPages = terms.slice(limit).some((t) => chosen.includes(t.id)) ? pages : 1;
  const list = html`${filterTermItems(terms.slice(0, limit), chosen, false)}${filterTermItems(terms.slice(limit, shownPages * limit), chosen, true)}`;
  const attributes = { productCount: true, expandTaxonomy: false, viewTaxonomyLimit: limit };
  const relation = first
    ? html`<div class="wopb-taxonomy-relation"><div class="wopb-relation-heading">Taksonomi ilişkisi</div><div class="wopb-filter-body"><input type="hidden" class="wopb-filter-slug" value="tax_relation"><label><input name="tax_relation" type="radio" class="wopb-filter-tax-relation" id="wopb_tax_relation_and" value="AND"${checked(filters.taxRelation === 'AND')}><span>Hepsi</span></label><label><input name="tax_relation" type="radio" class="wopb-filter-tax-relation" id="wopb_tax_relation_or" value="OR"${checked(filters.taxRelation === 'OR')}><span>Herhangi biri</span></label></div></div>`
    : '';
  const more =
    total > limit
      ? html`<a href="javascript:" class="wopb-filter-extend-control wopb-filter-show-more" data-current-page="${shownPages}" data-total-page="${pages}">Daha fazla göster</a><a href="javascript:" class="wopb-filter-extend-control wopb-filter-show-less" data-current-page="1">Daha az göster</a>`
      : '';
  return section(
    ` wopb-filter-${taxonomy}`,
    label,
    html`<input type="hidden" class="wopb-filter-slug" value="product_taxonomy" data-taxonomy="${taxonomy}" data-query="${JSON.stringify(taxonomyQuery(taxonomy, limit))}" data-attributes="${JSON.stringify(attributes)}"/><div class="wopb-filter-check-list">${list}</div>${more}`,
    '',
    relation,
  );
}

/**
 * The product filter block as product-blocks prints it (Filter::content, product-blocks.md §2),
 * its form in the state of `filters` (the demo renders the address's filters, so the island
 * finds the form as the address says and fetches nothing).
 */
export function productFilterBlock(
  ctx: RequestContext,
  block: FilterBlock,
  filters: ProductFilters,
  currentUrl: string,
): SafeHtml {
  const max = filterMaxPrice(ctx.db, ctx.store.nowSeconds());
  const min = Math.min(filters.minPrice, max);
  const top = filters.maxPrice === null ? max : Math.min(filters.maxPrice, max);
  const counts = stockStatusCounts(ctx.db);
  const stars = (n: number) =>
    raw(
      '<span class="dashicons dashicons-star-filled"></span>'.repeat(n) +
        '<span class="dashicons dashicons-star-empty"></span>'.repeat(5 - n),
    );
  const form = html`<form autocomplete="off" action="javascript:">${section(
    'wopb-filter-search',
    'Ara',
    html`<input type="hidden" class="wopb-filter-slug" value="search"><div class="wopb-search-filter-body"><input type="text" class="wopb-filter-search-input" placeholder="Ürün ara..."${filters.search ? html` value="${filters.search}"` : ''} /><span class="wopb-search-icon">${searchIcon}</span></div>`,
  )}${section(
    'wopb-filter-price',
    'Fiyat',
    html`<input type="hidden" class="wopb-filter-slug" value="price"><div class="wopb-price-range"><span class="wopb-price-range-bar"></span><input type="range" class="wopb-price-range-input wopb-min-range" min="0" max="${max}" value="${min}" step="1"><input type="range" class="wopb-price-range-input wopb-max-range" min="0" max="${max}" value="${top}" step="1"></div><span class="wopb-input-group"><input type="number" class="wopb-filter-price-input wopb-min-price" value="${min}" min="0"><input type="number" class="wopb-filter-price-input wopb-max-price" value="${top}" min="0" max="${max}"></span>`,
    ' wopb-price-range-slider',
  )}${block.taxonomies.map((entry, i) => taxonomySection(ctx, block, entry, filters, i === 0))}${section(
    'wopb-filter-status',
    'Stok durumu',
    html`<input type="hidden" class="wopb-filter-slug" value="status"><div class="wopb-filter-check-list">${STOCK_LABELS.map(
      ([key, label]) =>
        html`<div class="wopb-filter-item"><div class="wopb-item-content"><label><input type="checkbox" class="wopb-status-input" id="status_${key}" value="${key}"${checked(filters.status.includes(key))}/>${label} (${counts[key]})</label></div></div>`,
    )}</div>`,
  )}${section(
    'wopb-filter-rating',
    'Puan',
    html`<input type="hidden" class="wopb-filter-slug" value="rating"><div class="wopb-filter-check-list wopb-filter-ratings">${[
      5, 4, 3, 2, 1,
    ].map(
      (n) =>
        html`<div class="wopb-filter-item"><div class="wopb-item-content"><label><input type="checkbox" class="wopb-rating-input" value="${n}" id="filter-rating-${n}"${checked(filters.rating.includes(n))}>${stars(n)}</label></div></div>`,
    )}</div>`,
  )}${section(
    'wopb-filter-sort_by',
    'Sırala',
    html`<input type="hidden" class="wopb-filter-slug" value="sorting"><select name="sortBy" class="select wopb-filter-sorting-input">${FILTER_SORT_LABELS.map(
      ([value, label]) =>
        html`<option value="${value}"${value !== '' && value === filters.sorting ? raw(' selected') : ''}>${label}</option>`,
    )}</select>`,
  )}<div class="wopb-filter-section wopb-filter-reset-section"><div class="wopb-filter-body"><input type="hidden" class="wopb-filter-slug wopb-filter-slug-reset wopb-d-none" value="reset"><input type="hidden" class="wopb-filter-current-page wopb-d-none" value="" data-slug="" data-taxonomy=""></div></div></form>`;
  return html`<div class="wp-block-product-blocks-filter wopb-block-${block.blockId} "><div class="wopb-product-wrapper wopb-filter-block wopb-filter-block-front-end  wopb-filter-toggle-initial-open" data-postid="${block.postId}" data-block-target="${block.target}" data-current-url="${currentUrl}"><div class="wopb-filter-title-section"><span class="wopb-filter-title">Filtrele</span><span class="dashicons dashicons-filter wopb-filter-icon"></span></div><div class="wopb-filter-remove-section"><div class="wopb-active-items"></div><span class="wopb-filter-remove-all">Tümünü temizle <span class="dashicons dashicons-no-alt wopb-filter-remove-icon"></span></span></div>${form}</div></div>`;
}

/** Filter::filter_in_footer: the modal the plugin prints in the footer with a copy of the block. */
export function productFilterModal(blockHtml: SafeHtml): SafeHtml {
  return html`<div class="wopb-filter-modal"><div class="wopb-modal-overlay"></div><div class="wopb-filter-content"><div class="wopb-modal-header"><a class="wopb-modal-close">${closeIcon}</a><span class="wopb-modal-title">Filtre</span></div>${blockHtml}</div></div>`;
}

/**
 * The inside of the target grid's `.wopb-wrapper-main-content` for the filtered products: page
 * `page` of `perPage`, then plain page links (no `wopb-pagination-ajax`: ordinary links that
 * carry the filters in the address) — the `blockList` content of `/wopb/product-filter` too.
 */
export function filteredGridMain(
  ctx: RequestContext,
  products: Product[],
  {
    page,
    perPage,
    columns,
    href,
  }: { page: number; perPage: number; columns: number; href: (page: number) => string },
): SafeHtml {
  const pages = Math.max(1, Math.ceil(products.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  const shown = products.slice((current - 1) * perPage, current * perPage);
  const items =
    shown.length > 0
      ? html`<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-${columns}">${shown.map((p) => gridItem(ctx, p, { loopIds: shown.map((s) => s.id) }))}</div>`
      : html`<div class="wopb-block-items-wrap wopb-block-row wopb-block-column-${columns}"></div><span class="wopb-no-product-found">Ürün bulunamadı.</span>`;
  if (pages < 2) return items;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return html`${items}<div class="wopb-pagination-wrap" data-paged="${current}" data-pages="${pages}"><ul class="wopb-pagination">${current > 1 ? html`<li class="wopb-prev-page-numbers"><a href="${href(current - 1)}">Önceki</a></li>` : ''}${numbers.map(
    (n) =>
      html`<li class="wopb-center-item${n === current ? ' pagination-active' : ''}" data-current="${n}"><a href="${href(n)}"${n === current ? raw(' aria-current="page"') : ''}>${n}</a></li>`,
  )}${current < pages ? html`<li class="wopb-next-page-numbers"><a href="${href(current + 1)}">Sonraki</a></li>` : ''}</ul></div>`;
}

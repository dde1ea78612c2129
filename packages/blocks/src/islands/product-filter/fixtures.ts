import { listingBlockMarkup } from '../../shared/block-requests';

/** A term of the fixture's taxonomy sections: id, name, product count. */
export type FixtureTerm = [id: number, name: string, count: number];

export const FIXTURE_CATEGORIES: FixtureTerm[] = [
  [11, 'Elektronik', 9],
  [12, 'Giyim', 8],
  [13, 'İç Giyim', 2],
];
/** What show more answers for the categories' page 2 (with `wopb-filter-extended-item`). */
export const FIXTURE_MORE_CATEGORIES: FixtureTerm[] = [
  [14, 'Mutfak', 6],
  [15, 'Spor & Outdoor', 5],
];
export const FIXTURE_PRICE_MAX = 5000;

const toggle =
  '<div class="wopb-filter-toggle"><span class="dashicons dashicons-plus-alt2 wopb-filter-plus"></span><span class="dashicons dashicons-minus wopb-filter-minus"></span></div>';

const section = (cls: string, label: string, body: string, bodyClass = '', before = '') =>
  `<div class="wopb-filter-section ${cls}">${before}<div class="wopb-filter-header"><span class="wopb-filter-label">${label}</span>${toggle}</div><div class="wopb-filter-body${bodyClass}">${body}</div></div>`;

const escapeAttr = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Product_taxonomy_terms: one `div.wopb-filter-item` per term. */
export const termItemsMarkup = (terms: FixtureTerm[], extended = false): string =>
  terms
    .map(
      ([id, name, count]) =>
        `<div class="wopb-filter-item ${extended ? 'wopb-filter-extended-item' : ''}"><div class="wopb-item-content"><label><input type="checkbox" class="wopb-filter-tax-term-input" id="tax_term_${escapeAttr(name)}_${id}" value="${id}" data-label="${escapeAttr(name)}"/><span>${name} (${count})</span></label></div></div>`,
    )
    .join('');

const taxonomyQuery = (taxonomy: string, limit: number) =>
  escapeAttr(
    JSON.stringify({
      taxonomy,
      query_tax: '',
      query_term: '',
      queryTaxValue: '',
      parent: '',
      limit,
      search_query: '',
      tax_slug: '',
    }),
  );

export interface FilterBlockFixture {
  target?: string;
  blockId?: string;
  /** show more under the categories (2 pages) */
  showMore?: boolean;
  /** the taxonomy relation radios before the first taxonomy section */
  relation?: boolean;
  /** checked / filled as a store that renders the address's filters prints them */
  printed?: { search?: string; status?: string[]; terms?: number[]; min?: number; max?: number };
}

/**
 * The product filter block as product-blocks 4.4.23 prints it (Filter::content): the title, the
 * remove section, then the form with search, price, categories (and the relation radios),
 * status, rating and sort sections and the reset section.
 */
export function filterBlockMarkup({
  target = 'product-grid-1',
  blockId = 'filtre',
  showMore = true,
  relation = true,
  printed = {},
}: FilterBlockFixture = {}): string {
  const checked = (on: boolean | undefined) => (on ? ' checked' : '');
  const min = printed.min ?? 0;
  const max = printed.max ?? FIXTURE_PRICE_MAX;
  const categories = FIXTURE_CATEGORIES.map(([id, name, count]) => [id, name, count] as FixtureTerm);
  const terms = termItemsMarkup(categories).replace(
    /value="(\d+)"/g,
    (all, id) => `${all}${checked(printed.terms?.includes(Number(id)))}`,
  );
  const statuses: [string, string, number][] = [
    ['instock', 'Stokta', 40],
    ['outofstock', 'Stokta yok', 6],
    ['onbackorder', 'Ön siparişte', 2],
  ];
  const relationMarkup = relation
    ? '<div class="wopb-taxonomy-relation"><div class="wopb-relation-heading">Taksonomi ilişkisi</div><div class="wopb-filter-body"><input type="hidden" class="wopb-filter-slug" value="tax_relation"><label><input name="tax_relation" type="radio" class="wopb-filter-tax-relation" id="wopb_tax_relation_and" value="AND" checked><span>Hepsi</span></label><label><input name="tax_relation" type="radio" class="wopb-filter-tax-relation" id="wopb_tax_relation_or" value="OR"><span>Herhangi biri</span></label></div></div>'
    : '';
  const stars = (n: number) =>
    '<span class="dashicons dashicons-star-filled"></span>'.repeat(n) +
    '<span class="dashicons dashicons-star-empty"></span>'.repeat(5 - n);
  const form = [
    section(
      'wopb-filter-search',
      'Ara',
      `<input type="hidden" class="wopb-filter-slug" value="search"><div class="wopb-search-filter-body"><input type="text" class="wopb-filter-search-input" placeholder="Ürün ara..."${printed.search ? ` value="${escapeAttr(printed.search)}"` : ''} /><span class="wopb-search-icon"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2z"/></svg></span></div>`,
    ),
    section(
      'wopb-filter-price',
      'Fiyat',
      `<input type="hidden" class="wopb-filter-slug" value="price"><div class="wopb-price-range"><span class="wopb-price-range-bar"></span><input type="range" class="wopb-price-range-input wopb-min-range" min="0" max="${FIXTURE_PRICE_MAX}" value="${min}" step="1"><input type="range" class="wopb-price-range-input wopb-max-range" min="0" max="${FIXTURE_PRICE_MAX}" value="${max}" step="1"></div><span class="wopb-input-group"><input type="number" class="wopb-filter-price-input wopb-min-price" value="${min}" min="0"><input type="number" class="wopb-filter-price-input wopb-max-price" value="${max}" min="0" max="${FIXTURE_PRICE_MAX}"></span>`,
      ' wopb-price-range-slider',
    ),
    section(
      ' wopb-filter-product_cat',
      'Kategori',
      `<input type="hidden" class="wopb-filter-slug" value="product_taxonomy" data-taxonomy="product_cat" data-query="${taxonomyQuery('product_cat', 3)}" data-attributes="${escapeAttr(JSON.stringify({ productCount: true, expandTaxonomy: false, viewTaxonomyLimit: 3 }))}"/><div class="wopb-filter-check-list">${terms}</div>${
        showMore
          ? '<a href="javascript:" class="wopb-filter-extend-control wopb-filter-show-more" data-current-page="1" data-total-page="2">Daha fazla göster</a><a href="javascript:" class="wopb-filter-extend-control wopb-filter-show-less" data-current-page="1">Daha az göster</a>'
          : ''
      }`,
      '',
      relationMarkup,
    ),
    section(
      'wopb-filter-status',
      'Stok durumu',
      `<input type="hidden" class="wopb-filter-slug" value="status"><div class="wopb-filter-check-list">${statuses
        .map(
          ([key, label, count]) =>
            `<div class="wopb-filter-item"><div class="wopb-item-content"><label><input type="checkbox" class="wopb-status-input" id="status_${key}" value="${key}"${checked(printed.status?.includes(key))}/>${label} (${count})</label></div></div>`,
        )
        .join('')}</div>`,
    ),
    section(
      'wopb-filter-rating',
      'Puan',
      `<input type="hidden" class="wopb-filter-slug" value="rating"><div class="wopb-filter-check-list wopb-filter-ratings">${[
        5, 4, 3, 2, 1,
      ]
        .map(
          (n) =>
            `<div class="wopb-filter-item"><div class="wopb-item-content"><label><input type="checkbox" class="wopb-rating-input" value="${n}" id="filter-rating-${n}">${stars(n)}</label></div></div>`,
        )
        .join('')}</div>`,
    ),
    section(
      'wopb-filter-sort_by',
      'Sırala',
      `<input type="hidden" class="wopb-filter-slug" value="sorting"><select name="sortBy" class="select wopb-filter-sorting-input">${[
        ['', 'Sıralama seçin'],
        ['default', 'Varsayılan sıralama'],
        ['popular', 'Popülerliğe göre sırala'],
        ['latest', 'En yeniye göre sırala'],
        ['rating', 'Ortalama puana göre sırala'],
        ['price_low', 'Fiyata göre sırala: Düşükten yükseğe'],
        ['price_high', 'Fiyata göre sırala: Yüksekten düşüğe'],
      ]
        .map(([value, label]) => `<option value="${value}">${label}</option>`)
        .join('')}</select>`,
    ),
    '<div class="wopb-filter-section wopb-filter-reset-section"><div class="wopb-filter-body"><input type="hidden" class="wopb-filter-slug wopb-filter-slug-reset wopb-d-none" value="reset"><input type="hidden" class="wopb-filter-current-page wopb-d-none" value="" data-slug="" data-taxonomy=""></div></div>',
  ].join('');
  return `<div class="wp-block-product-blocks-filter wopb-block-${blockId} "><div class="wopb-product-wrapper wopb-filter-block wopb-filter-block-front-end  wopb-filter-toggle-initial-open" data-postid="15" data-block-target="${target}" data-current-url="/filtre/"><div class="wopb-filter-title-section"><span class="wopb-filter-title">Filtrele</span><span class="dashicons dashicons-filter wopb-filter-icon"></span></div><div class="wopb-filter-remove-section"><div class="wopb-active-items"></div><span class="wopb-filter-remove-all">Tümünü temizle <span class="dashicons dashicons-no-alt wopb-filter-remove-icon"></span></span></div><form autocomplete="off" action="javascript:">${form}</form></div></div>`;
}

/** Filter::filter_in_footer: the modal the plugin prints in the footer, holding a copy of the block. */
export const filterModalMarkup = (block: string): string =>
  `<div class="wopb-filter-modal"><div class="wopb-modal-overlay"></div><div class="wopb-filter-content"><div class="wopb-modal-header"><a class="wopb-modal-close"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18"/></svg></a><span class="wopb-modal-title">Filtre</span></div>${block}</div></div>`;

/** A filter sidebar page: the block, its target grid (id `filtre-urunler`) and the footer modal. */
export function filterPageMarkup(fixture: FilterBlockFixture = {}): string {
  const block = filterBlockMarkup(fixture);
  return `<aside class="widget-area">${block}</aside><main>${listingBlockMarkup({ blockId: 'filtre-urunler', navigation: 'none', perPage: 6 })}</main>${filterModalMarkup(block)}`;
}

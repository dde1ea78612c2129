/**
 * The product filter's state, pure: the plugin's state object (product-blocks.md §2, SPEC §3
 * "Product filter state"), its place in the address, the REST payload, SPEC §5's price rules and
 * the active-filter chips. No DOM, no network.
 */

/** One taxonomy's chosen terms (`term_ids` as the checkboxes' values, strings). */
export interface TaxonomyTerms {
  taxonomy: string;
  term_ids: string[];
}

/** The plugin's state object, with its own key names (sent as `product_filters`). */
export interface FilterState {
  search: string;
  price: { minPrice: number; maxPrice: number };
  status: string[];
  rating: string[];
  tax_relation: 'AND' | 'OR';
  product_taxonomy: TaxonomyTerms[];
  sorting: string;
}

/** The store's highest price: the range inputs' `max` (Filter::max_price). */
export const emptyState = (priceMax: number): FilterState => ({
  search: '',
  price: { minPrice: 0, maxPrice: priceMax },
  status: [],
  rating: [],
  tax_relation: 'AND',
  product_taxonomy: [],
  sorting: '',
});

const toNumber = (value: number | string): number => {
  const raw = typeof value === 'number' ? value : String(value).trim().replace(',', '.');
  if (raw === '') return Number.NaN;
  const n = Number(raw);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * SPEC §5 "Filter price": a minimum under 0 becomes 0, above the slider maximum that maximum; a
 * maximum under 0 or above the slider maximum becomes the maximum (not a number: the bound's
 * default). Then the thumbs cannot cross: the side that moved stops at the other.
 */
export function clampPrice(
  price: { minPrice: number | string; maxPrice: number | string },
  sliderMax: number,
  moved: 'min' | 'max' = 'min',
): { minPrice: number; maxPrice: number } {
  let min = toNumber(price.minPrice);
  let max = toNumber(price.maxPrice);
  if (Number.isNaN(min) || min < 0) min = 0;
  if (min > sliderMax) min = sliderMax;
  if (Number.isNaN(max) || max < 0 || max > sliderMax) max = sliderMax;
  if (min > max) {
    if (moved === 'min') min = max;
    else max = min;
  }
  return { minPrice: min, maxPrice: max };
}

/** The bar between the thumbs, in % of the slider (`left`, `width`). */
export function priceBar(price: FilterState['price'], sliderMax: number): { left: number; width: number } {
  if (sliderMax <= 0) return { left: 0, width: 100 };
  const left = (price.minPrice / sliderMax) * 100;
  return { left, width: (price.maxPrice / sliderMax) * 100 - left };
}

/** Adds or removes one value of a list slice (status, rating), keeping the checkbox order given. */
export function toggleValue(list: string[], value: string, on: boolean): string[] {
  const without = list.filter((v) => v !== value);
  return on ? [...without, value] : without;
}

/** Adds or removes one term of a taxonomy; a taxonomy left with no terms is dropped. */
export function toggleTerm(
  taxonomies: TaxonomyTerms[],
  taxonomy: string,
  termId: string,
  on: boolean,
): TaxonomyTerms[] {
  const found = taxonomies.find((t) => t.taxonomy === taxonomy);
  const ids = toggleValue(found?.term_ids ?? [], termId, on);
  const rest = taxonomies.filter((t) => t.taxonomy !== taxonomy);
  if (ids.length === 0) return rest;
  return found
    ? taxonomies.map((t) => (t.taxonomy === taxonomy ? { taxonomy, term_ids: ids } : t))
    : [...rest, { taxonomy, term_ids: ids }];
}

/** firsat's address parameters (the plugin kept the state in a cookie only). */
export const PARAM = {
  search: 'filtre-ara',
  min: 'filtre-min',
  max: 'filtre-max',
  status: 'filtre-stok',
  rating: 'filtre-puan',
  relation: 'filtre-iliski',
  sorting: 'filtre-sirala',
  /** `filtre-t-<taxonomy>=<id>,<id>` */
  taxonomyPrefix: 'filtre-t-',
} as const;

const list = (raw: string | null): string[] =>
  raw === null ? [] : [...new Set(raw.split(',').map((v) => v.trim()))].filter((v) => v !== '');

/**
 * The state an address names, over the defaults; values the block does not offer are dropped
 * (`allowed`: the printed statuses, ratings, sortings and each taxonomy's term ids — a stale or
 * forged link cannot send what the form cannot show). Prices are clamped (SPEC §5).
 */
export function stateFromAddress(
  search: string,
  priceMax: number,
  allowed: { status: string[]; rating: string[]; sorting: string[]; taxonomies: string[] },
): FilterState {
  const params = new URLSearchParams(search);
  const state = emptyState(priceMax);
  state.search = (params.get(PARAM.search) ?? '').trim();
  state.price = clampPrice(
    { minPrice: params.get(PARAM.min) ?? 0, maxPrice: params.get(PARAM.max) ?? priceMax },
    priceMax,
  );
  state.status = list(params.get(PARAM.status)).filter((v) => allowed.status.includes(v));
  state.rating = list(params.get(PARAM.rating)).filter((v) => allowed.rating.includes(v));
  state.tax_relation = params.get(PARAM.relation) === 'OR' ? 'OR' : 'AND';
  const sorting = params.get(PARAM.sorting) ?? '';
  state.sorting = allowed.sorting.includes(sorting) ? sorting : '';
  for (const [key, value] of params) {
    if (!key.startsWith(PARAM.taxonomyPrefix)) continue;
    const taxonomy = key.slice(PARAM.taxonomyPrefix.length);
    const ids = list(value).filter((id) => /^\d+$/.test(id));
    if (allowed.taxonomies.includes(taxonomy) && ids.length > 0)
      state.product_taxonomy.push({ taxonomy, term_ids: ids });
  }
  return state;
}

/**
 * The address with the state written in (every `filtre-*` parameter replaced; defaults left out),
 * other parameters kept. Returns `path?query#hash`.
 */
export function addressWithState(href: string, state: FilterState, priceMax: number): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('filtre-')) url.searchParams.delete(key);
  const set = (key: string, value: string) => {
    if (value !== '') url.searchParams.set(key, value);
  };
  set(PARAM.search, state.search);
  if (state.price.minPrice > 0) set(PARAM.min, String(state.price.minPrice));
  if (state.price.maxPrice < priceMax) set(PARAM.max, String(state.price.maxPrice));
  set(PARAM.status, state.status.join(','));
  set(PARAM.rating, state.rating.join(','));
  for (const { taxonomy, term_ids } of state.product_taxonomy)
    set(`${PARAM.taxonomyPrefix}${taxonomy}`, term_ids.join(','));
  if (state.tax_relation === 'OR') set(PARAM.relation, 'OR');
  set(PARAM.sorting, state.sorting);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Two states equal in what they ask the server (order of checked values aside). */
export function sameState(a: FilterState, b: FilterState): boolean {
  const norm = (s: FilterState) =>
    JSON.stringify({
      ...s,
      status: [...s.status].sort(),
      rating: [...s.rating].sort(),
      product_taxonomy: [...s.product_taxonomy]
        .map((t) => ({ taxonomy: t.taxonomy, term_ids: [...t.term_ids].sort() }))
        .sort((x, y) => x.taxonomy.localeCompare(y.taxonomy)),
    });
  return norm(a) === norm(b);
}

/** What `POST /wopb/product-filter` carries (SPEC §7), in the plugin's order; `wpnonce` is added on sending. */
export interface FilterPayload {
  post_id: string;
  block_name: string;
  product_filters: FilterState;
  current_url: string;
}

export const filterPayload = (
  state: FilterState,
  block: { postId: string; target: string; currentUrl: string },
): FilterPayload => ({
  post_id: block.postId,
  block_name: `product-blocks_${block.target}`,
  product_filters: state,
  current_url: block.currentUrl,
});

/**
 * How many products a reply's block holds: its `.wopb-block-item` elements (the class among the
 * plugin's class lists), counted in the HTML the server sent (`blockList[].content`), not in the
 * page after it went in, where a carousel's cloned slides or a theme's script may have added or
 * taken some.
 */
export const resultCount = (content: string): number =>
  content.match(/[\s"'=]wopb-block-item(?=[\s"'>])/g)?.length ?? 0;

/** An active-filter chip: `span.wopb-filter-active-item[data-slug][data-value]`. */
export interface Chip {
  slug: 'search' | 'price' | 'status' | 'rating' | 'product_taxonomy' | 'sorting';
  value: string;
  label: string;
  /** the taxonomy, for term chips */
  taxonomy?: string;
}

/** The labels the form prints, for the chips. */
export interface ChipLabels {
  status: Record<string, string>;
  sorting: Record<string, string>;
  /** `${taxonomy}:${termId}` → the term's `data-label` */
  terms: Record<string, string>;
  price(min: number, max: number): string;
  rating(stars: string): string;
  search(text: string): string;
}

/** The chips of the active filters, in the form's order (search, price, status, rating, terms, sorting). */
export function chipsOf(state: FilterState, priceMax: number, labels: ChipLabels): Chip[] {
  const chips: Chip[] = [];
  if (state.search !== '')
    chips.push({ slug: 'search', value: state.search, label: labels.search(state.search) });
  if (state.price.minPrice > 0 || state.price.maxPrice < priceMax)
    chips.push({
      slug: 'price',
      value: `${state.price.minPrice}-${state.price.maxPrice}`,
      label: labels.price(state.price.minPrice, state.price.maxPrice),
    });
  for (const v of state.status) chips.push({ slug: 'status', value: v, label: labels.status[v] ?? v });
  for (const v of state.rating) chips.push({ slug: 'rating', value: v, label: labels.rating(v) });
  for (const { taxonomy, term_ids } of state.product_taxonomy)
    for (const id of term_ids)
      chips.push({
        slug: 'product_taxonomy',
        value: id,
        taxonomy,
        label: labels.terms[`${taxonomy}:${id}`] ?? id,
      });
  if (state.sorting !== '')
    chips.push({
      slug: 'sorting',
      value: state.sorting,
      label: labels.sorting[state.sorting] ?? state.sorting,
    });
  return chips;
}

/** The state without one chip's filter. */
export function withoutChip(state: FilterState, chip: Chip, priceMax: number): FilterState {
  switch (chip.slug) {
    case 'search':
      return { ...state, search: '' };
    case 'price':
      return { ...state, price: { minPrice: 0, maxPrice: priceMax } };
    case 'status':
      return { ...state, status: state.status.filter((v) => v !== chip.value) };
    case 'rating':
      return { ...state, rating: state.rating.filter((v) => v !== chip.value) };
    case 'product_taxonomy':
      return {
        ...state,
        product_taxonomy: toggleTerm(state.product_taxonomy, chip.taxonomy ?? '', chip.value, false),
      };
    case 'sorting':
      return { ...state, sorting: '' };
  }
}

/** Clear all: every filter off; the relation the shopper chose stays (it is a setting, not a filter). */
export const clearedState = (state: FilterState, priceMax: number): FilterState => ({
  ...emptyState(priceMax),
  tax_relation: state.tax_relation,
});

/** Filter search debounce (SPEC §9): typing waits 500 ms; Enter or the icon search at once. */
export const SEARCH_DEBOUNCE_MS = 500;

import { emptyState, type FilterState, toggleTerm } from './model';

/** The price section's controls (Filter::price_filter). */
export interface PriceControls {
  minRange: HTMLInputElement;
  maxRange: HTMLInputElement;
  minInput: HTMLInputElement | null;
  maxInput: HTMLInputElement | null;
  bar: HTMLElement | null;
  /** the store's highest price: the range inputs' `max` */
  max: number;
}

/** A taxonomy section: its `.wopb-filter-slug[value=product_taxonomy]` and body. */
export interface TaxonomySection {
  slug: HTMLInputElement;
  taxonomy: string;
  body: HTMLElement;
}

/** The parts of a printed filter block the behaviour works with (product-blocks.md §2). */
export interface FilterMarkup {
  form: HTMLFormElement | null;
  title: HTMLElement | null;
  removeSection: HTMLElement | null;
  activeItems: HTMLElement | null;
  removeAll: HTMLElement | null;
  search: HTMLInputElement | null;
  searchIcon: HTMLElement | null;
  price: PriceControls | null;
  status: HTMLInputElement[];
  rating: HTMLInputElement[];
  relation: HTMLInputElement[];
  sorting: HTMLSelectElement | null;
  taxonomies: TaxonomySection[];
}

/** The body of the section whose `.wopb-filter-slug` has `value`. */
function sectionBody(el: HTMLElement, value: string): HTMLElement | null {
  const slug = [...el.querySelectorAll<HTMLInputElement>('input.wopb-filter-slug')].find(
    (s) => s.value === value,
  );
  return slug?.closest<HTMLElement>('.wopb-filter-body') ?? null;
}

function priceControls(el: HTMLElement): PriceControls | null {
  const body = sectionBody(el, 'price');
  const minRange = body?.querySelector<HTMLInputElement>('input.wopb-min-range');
  const maxRange = body?.querySelector<HTMLInputElement>('input.wopb-max-range');
  if (!body || !minRange || !maxRange) return null;
  const max = Number(maxRange.max);
  return {
    minRange,
    maxRange,
    minInput: body.querySelector<HTMLInputElement>('input.wopb-min-price'),
    maxInput: body.querySelector<HTMLInputElement>('input.wopb-max-price'),
    bar: body.querySelector<HTMLElement>('.wopb-price-range-bar'),
    max: Number.isFinite(max) && max > 0 ? max : 0,
  };
}

/** Reads the filter block's form. Sections the block does not print are null or empty. */
export function readFilterMarkup(el: HTMLElement): FilterMarkup {
  const searchBody = sectionBody(el, 'search');
  return {
    form: el.querySelector('form'),
    title: el.querySelector<HTMLElement>('.wopb-filter-title'),
    removeSection: el.querySelector<HTMLElement>('.wopb-filter-remove-section'),
    activeItems: el.querySelector<HTMLElement>('.wopb-filter-remove-section .wopb-active-items'),
    removeAll: el.querySelector<HTMLElement>('.wopb-filter-remove-all'),
    search: searchBody?.querySelector<HTMLInputElement>('input.wopb-filter-search-input') ?? null,
    searchIcon: searchBody?.querySelector<HTMLElement>('.wopb-search-icon') ?? null,
    price: priceControls(el),
    status: [...el.querySelectorAll<HTMLInputElement>('input.wopb-status-input')],
    rating: [...el.querySelectorAll<HTMLInputElement>('input.wopb-rating-input')],
    relation: [...el.querySelectorAll<HTMLInputElement>('input.wopb-filter-tax-relation')],
    sorting: el.querySelector<HTMLSelectElement>('select.wopb-filter-sorting-input'),
    taxonomies: [...el.querySelectorAll<HTMLInputElement>('input.wopb-filter-slug')]
      .filter((s) => s.value === 'product_taxonomy' && s.getAttribute('data-taxonomy'))
      .flatMap((slug) => {
        const body = slug.closest<HTMLElement>('.wopb-filter-body');
        return body ? [{ slug, taxonomy: slug.getAttribute('data-taxonomy') ?? '', body }] : [];
      }),
  };
}

/** The term checkboxes of a taxonomy section as they stand (show more adds some). */
export const termInputs = (section: TaxonomySection): HTMLInputElement[] => [
  ...section.body.querySelectorAll<HTMLInputElement>('input.wopb-filter-tax-term-input'),
];

/** The state the form was printed in (the `checked`, `value` and `selected` attributes). */
export function printedState(markup: FilterMarkup): FilterState {
  const state = emptyState(markup.price?.max ?? 0);
  state.search = (markup.search?.getAttribute('value') ?? '').trim();
  if (markup.price) {
    state.price = {
      minPrice: Number(markup.price.minRange.getAttribute('value') ?? 0) || 0,
      maxPrice: Number(markup.price.maxRange.getAttribute('value') ?? markup.price.max) || markup.price.max,
    };
  }
  state.status = markup.status.filter((i) => i.defaultChecked).map((i) => i.value);
  state.rating = markup.rating.filter((i) => i.defaultChecked).map((i) => i.value);
  state.tax_relation = markup.relation.find((i) => i.defaultChecked)?.value === 'OR' ? 'OR' : 'AND';
  state.sorting = [...(markup.sorting?.options ?? [])].find((o) => o.defaultSelected)?.value ?? '';
  for (const section of markup.taxonomies)
    for (const input of termInputs(section))
      if (input.defaultChecked)
        state.product_taxonomy = toggleTerm(state.product_taxonomy, section.taxonomy, input.value, true);
  return state;
}

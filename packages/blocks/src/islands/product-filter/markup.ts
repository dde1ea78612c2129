import { formatPrice } from '@firsat/core/island';
import { plural } from '@firsat/core/kit';
import { ownMessages as m } from './messages';
import { type ChipLabels, emptyState, type FilterState, toggleTerm } from './model';
import type { Allowed } from './session';

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

/** What the filters may hold: the values the printed form offers (a link cannot ask for more). */
export const allowedValues = (markup: FilterMarkup): Allowed => ({
  status: markup.status.map((i) => i.value),
  rating: markup.rating.map((i) => i.value),
  sorting: [...(markup.sorting?.options ?? [])].map((o) => o.value),
  taxonomies: markup.taxonomies.map((s) => s.taxonomy),
});

/** The rating chip's text and a star row's name: "1 star", "4 stars" (SPEC §9's plural). */
const RATING = { one: 'filterRatingChipOne', other: 'filterRatingChipOther' } as const;
const ratingText = (stars: string) => m.t(plural(Number(stars), RATING), { stars });

const text = (el: Element | null | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The labels the chips use, read from the printed form as it stands (show more adds terms). */
export function chipLabels(markup: FilterMarkup): ChipLabels {
  const terms: Record<string, string> = {};
  for (const section of markup.taxonomies)
    for (const input of termInputs(section))
      terms[`${section.taxonomy}:${input.value}`] = input.getAttribute('data-label') ?? input.value;
  return {
    status: Object.fromEntries(
      markup.status.map((i) => [i.value, text(i.closest('label')).replace(/\s*\(\d+\)$/, '')]),
    ),
    sorting: Object.fromEntries([...(markup.sorting?.options ?? [])].map((o) => [o.value, text(o)])),
    terms,
    price: (min, max) => m.t('filterPriceChip', { min: formatPrice(min), max: formatPrice(max) }),
    rating: ratingText,
    search: (value) => m.t('filterSearchChip', { text: value }),
  };
}

/**
 * The controls the plugin printed without a name, each with the one it gets: the search box, the
 * price thumbs and boxes, the star rows (icons only) and the sort select (under its section's
 * label). A control named by `aria-label` or by a label with text is left out.
 */
export function unnamedControls(markup: FilterMarkup): [HTMLElement, string][] {
  const sortLabel = markup.sorting?.closest('.wopb-filter-section')?.querySelector('.wopb-filter-label');
  const named: [HTMLElement | null | undefined, string][] = [
    [markup.search, m.t('filterSearch')],
    [markup.price?.minRange, m.t('filterMinPrice')],
    [markup.price?.maxRange, m.t('filterMaxPrice')],
    [markup.price?.minInput, m.t('filterMinPrice')],
    [markup.price?.maxInput, m.t('filterMaxPrice')],
    ...markup.rating.map((input): [HTMLElement, string] => [input, ratingText(input.value)]),
    [markup.sorting, text(sortLabel) || m.t('filterSortBy')],
  ];
  return named.filter((entry): entry is [HTMLElement, string] => {
    const control = entry[0];
    const labels = [...((control as HTMLInputElement | null)?.labels ?? [])];
    return !!control && !control.hasAttribute('aria-label') && !labels.some((l) => text(l) !== '');
  });
}

/** The form's first control: focus goes there when the last chip or every filter is removed. */
export const firstControl = (markup: FilterMarkup): HTMLElement | null =>
  markup.form?.querySelector<HTMLElement>('input:not([type="hidden"]), select') ?? null;

/** A JSON object the section's `.wopb-filter-slug` carries (`data-query`, `data-attributes`); `{}` otherwise. */
export function slugJson(section: TaxonomySection, name: string): Record<string, unknown> {
  try {
    const value = JSON.parse(section.slug.getAttribute(name) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

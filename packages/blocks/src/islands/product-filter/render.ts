import { plural } from '@firsat/core/kit';
import { renderChips } from './chips';
import { chipLabels, type FilterMarkup, type PriceControls, termInputs } from './markup';
import { ownMessages as m } from './messages';
import { chipsOf, type FilterState, priceBar } from './model';
import type { SessionSnapshot } from './session';

/** "N ürün bulundu" / "no result" for a reply's count (the count line and the announcement). */
export const resultText = (count: number): string =>
  count > 0
    ? m.t(plural(count, { one: 'filterResultCountOne', other: 'filterResultCountOther' }), { count })
    : m.t('filterNoResult');

/** The count line: the loading line while a request is out, '' before the first reply. */
const statusText = ({ loading, count }: SessionSnapshot): string =>
  loading ? m.t('filterLoading') : count === null ? '' : resultText(count);

/** A property written only when it differs (a control the shopper just set is left alone). */
function write<T extends object, K extends keyof T>(el: T | null | undefined, key: K, value: T[K]): void {
  if (el && el[key] !== value) el[key] = value;
}

const focused = (el: Element | null | undefined) => el === document.activeElement;

/** The thumbs, the boxes the shopper is not typing in, and the bar between the thumbs. */
export function renderPrice(p: PriceControls | null, price: FilterState['price'], priceMax: number): void {
  if (!p) return;
  write(p.minRange, 'value', String(price.minPrice));
  write(p.maxRange, 'value', String(price.maxPrice));
  if (!focused(p.minInput)) write(p.minInput, 'value', String(price.minPrice));
  if (!focused(p.maxInput)) write(p.maxInput, 'value', String(price.maxPrice));
  const { left, width } = priceBar(price, priceMax);
  write(p.bar?.style, 'left', `${left}%`);
  write(p.bar?.style, 'width', `${width}%`);
}

/** The form's controls as the filters say, writing only those that differ. */
function renderControls(markup: FilterMarkup, state: FilterState, priceMax: number): void {
  if (!focused(markup.search)) write(markup.search, 'value', state.search);
  renderPrice(markup.price, state.price, priceMax);
  const check = (inputs: HTMLInputElement[], on: string[]) => {
    for (const input of inputs) write(input, 'checked', on.includes(input.value));
  };
  check(markup.status, state.status);
  check(markup.rating, state.rating);
  check(markup.relation, [state.tax_relation]);
  write(markup.sorting, 'value', state.sorting);
  for (const section of markup.taxonomies)
    check(
      termInputs(section),
      state.product_taxonomy.find((t) => t.taxonomy === section.taxonomy)?.term_ids ?? [],
    );
}

/**
 * The block's `render(snapshot)`: the controls when the filters changed (a reply, which changes
 * only the count, leaves them alone), then the chips, the count line and the remove section, each
 * written only where it differs. `all` writes every control again (terms show more brought in).
 */
export function filterRenderer(
  markup: FilterMarkup,
  priceMax: number,
): (snapshot: SessionSnapshot, all?: boolean) => void {
  let rendered: FilterState | null = null;
  return (snapshot, all = false) => {
    if (all || snapshot.filters !== rendered) renderControls(markup, snapshot.filters, priceMax);
    rendered = snapshot.filters;
    const chips = chipsOf(snapshot.filters, priceMax, chipLabels(markup));
    write(markup.removeSection?.style, 'display', chips.length > 0 ? '' : 'none');
    if (markup.activeItems)
      renderChips(markup.activeItems, {
        chips,
        status: statusText(snapshot),
        removeLabel: (chip) => m.t('filterRemoveChip', { label: chip.label }),
      });
  };
}

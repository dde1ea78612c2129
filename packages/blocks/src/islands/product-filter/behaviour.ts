import type { BehaviourContext } from '@firsat/core/island';
import { asButton, debounce } from '@firsat/core/kit';
import { blockPlace, keepAttributes } from '../../shared/block-requests';
import { chipKey } from './chips';
import { bindFilterModal } from './filter-modal';
import {
  allowedValues,
  chipLabels,
  type FilterMarkup,
  firstControl,
  printedState,
  readFilterMarkup,
  unnamedControls,
} from './markup';
import { ownMessages as m } from './messages';
import {
  chipsOf,
  clampPrice,
  clearedState,
  type FilterState,
  SEARCH_DEBOUNCE_MS,
  toggleTerm,
  toggleValue,
  withoutChip,
} from './model';
import type { ProductFilterProps } from './props';
import { filterRenderer, renderPrice } from './render';
import { bindSectionToggles } from './section-toggles';
import { joinSession } from './session';
import { bindShowMore } from './show-more';

type OnCleanup = (undo: () => void) => void;

/**
 * The product filter block: every change in its form (checkboxes, the price thumbs and inputs,
 * the relation, the sorting; the search 500 ms after typing stops, or at once on Enter or the
 * icon) becomes the plugin's state object; the form of every block with the same target and the
 * chips change at once, the address gets the filters (`pushState`), and `/wopb/product-filter`
 * answers each target block's main content. See session.ts for the request and the address,
 * render.ts for what a snapshot writes, markup.ts for what is read from the printed form.
 */
export function bindProductFilter(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductFilterProps>,
): void {
  const markup = readFilterMarkup(el);
  const priceMax = markup.price?.max ?? 0;
  const session = joinSession({
    target: props.target,
    postId: blockPlace(el, props.postId).postId,
    currentUrl: props.currentUrl,
    priceMax,
    allowed: allowedValues(markup),
    printed: printedState(markup),
  });
  onCleanup(() => session.release());
  const filters = () => session.store.getSnapshot().filters;
  const apply = (next: FilterState) => session.apply(next, 'push');

  makeAccessible(markup, signal, onCleanup);
  // The values the behaviour sets are properties; reset() gives the printed ones back.
  if (markup.form) onCleanup(() => markup.form?.reset());

  const render = filterRenderer(markup, priceMax);
  if (markup.activeItems) {
    const items = markup.activeItems;
    onCleanup(() => items.replaceChildren());
    items.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('.wopb-filter-remove-icon');
        const chipEl = button?.closest<HTMLElement>('.wopb-filter-active-item');
        if (!button || !chipEl) return;
        const chips = chipsOf(filters(), priceMax, chipLabels(markup));
        const index = chips.findIndex((c) => chipKey(c) === chipEl.dataset.key);
        const chip = chips[index];
        if (!chip) return;
        apply(withoutChip(filters(), chip, priceMax));
        // focus to the chip that took its place, else the one before, else the first control
        const buttons = [...items.querySelectorAll<HTMLElement>('.wopb-filter-remove-icon')];
        (buttons[index] ?? buttons[index - 1] ?? firstControl(markup))?.focus();
      },
      { signal },
    );
  }
  onCleanup(session.store.subscribe(render));
  render(session.store.getSnapshot());

  // ── reading the shopper's changes ─────────────────────────────────────────────────────
  const searchNow = () => {
    searchSoon.cancel();
    const value = markup.search?.value.trim() ?? '';
    if (value !== filters().search) apply({ ...filters(), search: value });
  };
  const searchSoon = debounce(searchNow, SEARCH_DEBOUNCE_MS, signal);
  const on = (type: string, listener: (event: Event) => void) =>
    markup.form?.addEventListener(type, listener, { signal });
  on('input', (event) => {
    const p = markup.price;
    if (event.target === markup.search) searchSoon();
    // the thumbs follow the pointer and cannot cross; the request goes on `change`
    else if (p && (event.target === p.minRange || event.target === p.maxRange))
      renderPrice(
        p,
        priceFrom(markup, filters(), event.target === p.minRange ? 'min' : 'max', 'range'),
        priceMax,
      );
  });
  on('change', (event) => {
    const next = changedState(markup, filters(), event.target as HTMLInputElement);
    if (next) apply(next);
  });
  // The form's action is `javascript:`: Enter in a box submits it; that is "search now".
  on('submit', (event) => {
    event.preventDefault();
    searchNow();
  });
  markup.searchIcon?.addEventListener('click', searchNow, { signal });
  markup.removeAll?.addEventListener(
    'click',
    () => {
      apply(clearedState(filters(), priceMax));
      firstControl(markup)?.focus();
    },
    { signal },
  );

  for (const section of markup.taxonomies)
    bindShowMore(el, section, signal, onCleanup, () => render(session.store.getSnapshot(), true));
  if (markup.form) bindSectionToggles(markup.form, signal, onCleanup);
  bindFilterModal(el, { target: props.target, title: markup.title, signal, onCleanup });
}

/**
 * Names for the controls the plugin printed without one, keyboard access for its spans (the
 * search icon; clear all, named by its printed text), the chips' row a named group. Each element
 * is given back as printed on cleanup.
 */
function makeAccessible(markup: FilterMarkup, signal: AbortSignal, onCleanup: OnCleanup): void {
  for (const [control, label] of unnamedControls(markup)) {
    onCleanup(keepAttributes(control));
    control.setAttribute('aria-label', label);
  }
  if (markup.searchIcon) asButton(markup.searchIcon, m.t('filterSearchButton'), signal);
  if (markup.removeAll) asButton(markup.removeAll, null, signal);
  // render.ts writes the bar's and the remove section's style, and the chips' row is a group
  for (const el of [markup.price?.bar, markup.removeSection, markup.activeItems])
    if (el) onCleanup(keepAttributes(el));
  if (markup.activeItems) {
    markup.activeItems.setAttribute('role', 'group');
    markup.activeItems.setAttribute('aria-label', m.t('filterActiveFilters'));
  }
}

/** The price the thumbs (`range`) or the number boxes (`input`) say, clamped (SPEC §5). */
function priceFrom(
  markup: FilterMarkup,
  state: FilterState,
  moved: 'min' | 'max',
  source: 'range' | 'input',
): FilterState['price'] {
  const p = markup.price;
  if (!p) return state.price;
  const min = source === 'range' ? p.minRange.value : (p.minInput?.value ?? p.minRange.value);
  const max = source === 'range' ? p.maxRange.value : (p.maxInput?.value ?? p.maxRange.value);
  return clampPrice({ minPrice: min, maxPrice: max }, p.max, moved);
}

/** The filters after a `change` of one control (null: not one of the filter's controls). */
function changedState(
  markup: FilterMarkup,
  state: FilterState,
  target: HTMLInputElement,
): FilterState | null {
  const p = markup.price;
  const is = (name: string) => target.classList.contains(name);
  if (is('wopb-status-input'))
    return { ...state, status: toggleValue(state.status, target.value, target.checked) };
  if (is('wopb-rating-input'))
    return { ...state, rating: toggleValue(state.rating, target.value, target.checked) };
  if (is('wopb-filter-tax-term-input')) {
    const section = markup.taxonomies.find((s) => s.body.contains(target));
    if (!section) return null;
    const terms = toggleTerm(state.product_taxonomy, section.taxonomy, target.value, target.checked);
    return { ...state, product_taxonomy: terms };
  }
  if (is('wopb-filter-tax-relation')) return { ...state, tax_relation: target.value === 'OR' ? 'OR' : 'AND' };
  if (target === (markup.sorting as unknown)) return { ...state, sorting: markup.sorting?.value ?? '' };
  if (p && (target === p.minRange || target === p.maxRange))
    return { ...state, price: priceFrom(markup, state, target === p.minRange ? 'min' : 'max', 'range') };
  if (p && (target === p.minInput || target === p.maxInput)) {
    const price = priceFrom(markup, state, target === p.minInput ? 'min' : 'max', 'input');
    // SPEC §5's clamping shows in the box the shopper typed in
    target.value = String(target === p.minInput ? price.minPrice : price.maxPrice);
    return { ...state, price };
  }
  return null;
}

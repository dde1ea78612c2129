import { insertHtml } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import { type BehaviourContext, formatPrice } from '@firsat/core/island';
import { createLatest, debounce, plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { blockPlace, keepPrinted } from '../../shared/block-requests';
import { chipKey, renderChips } from './chips';
import { fetchMoreTerms } from './client';
import { bindFilterModal } from './filter-modal';
import { type FilterMarkup, printedState, readFilterMarkup, termInputs } from './markup';
import { ownMessages as m } from './messages';
import {
  type Chip,
  type ChipLabels,
  chipsOf,
  clampPrice,
  clearedState,
  type FilterState,
  priceBar,
  SEARCH_DEBOUNCE_MS,
  toggleTerm,
  toggleValue,
  withoutChip,
} from './model';
import type { ProductFilterProps } from './props';
import { bindSectionToggles } from './section-toggles';
import { type FilterSession, joinSession, type SessionSnapshot } from './session';

/** The rating chip's text: "1 star", "4 stars" (SPEC §9's plural). */
const RATING_CHIP = { one: 'filterRatingChipOne', other: 'filterRatingChipOther' } as const;

const text = (el: Element | null | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The labels the chips use, read from the printed form as it stands. */
function chipLabels(markup: FilterMarkup): ChipLabels {
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
    rating: (stars) => m.t(plural(Number(stars), RATING_CHIP), { stars }),
    search: (value) => m.t('filterSearchChip', { text: value }),
  };
}

/** Makes a printed span a keyboard button (Enter and Space click it); the returned function undoes it. */
function asButton(el: HTMLElement, label: string | null, signal: AbortSignal): () => void {
  const undo = keepPrinted(el);
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  if (label) el.setAttribute('aria-label', label);
  el.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      el.click();
    },
    { signal },
  );
  return undo;
}

/**
 * The product filter block: every change in its form (checkboxes, the price thumbs and inputs,
 * the relation, the sorting; the search 500 ms after typing stops, or at once on Enter or the
 * icon) becomes the plugin's state object; the form of every block with the same target and the
 * chips change at once, the address gets the filters (`pushState`), and `/wopb/product-filter`
 * answers each target block's main content. See session.ts for the request and the address.
 */
export function bindProductFilter(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductFilterProps>,
): void {
  const markup = readFilterMarkup(el);
  const priceMax = markup.price?.max ?? 0;
  const allowed = {
    status: markup.status.map((i) => i.value),
    rating: markup.rating.map((i) => i.value),
    sorting: [...(markup.sorting?.options ?? [])].map((o) => o.value),
    taxonomies: markup.taxonomies.map((s) => s.taxonomy),
  };
  const session: FilterSession = joinSession({
    target: props.target,
    postId: blockPlace(el, props.postId).postId,
    currentUrl: props.currentUrl,
    priceMax,
    allowed,
    printed: printedState(markup),
  });
  onCleanup(() => session.release());
  const filters = () => session.store.getSnapshot().filters;

  // Names for controls the plugin printed without one, and keyboard access for its spans.
  const named: [HTMLElement | null | undefined, string][] = [
    [markup.search, m.t('filterSearch')],
    [markup.price?.minRange, m.t('filterMinPrice')],
    [markup.price?.maxRange, m.t('filterMaxPrice')],
    [markup.price?.minInput, m.t('filterMinPrice')],
    [markup.price?.maxInput, m.t('filterMaxPrice')],
  ];
  // the star rows print only icons; the sort select sits under its section's label
  for (const input of markup.rating)
    named.push([input, m.t(plural(Number(input.value), RATING_CHIP), { stars: input.value })]);
  const sortLabel = markup.sorting?.closest('.wopb-filter-section')?.querySelector('.wopb-filter-label');
  named.push([markup.sorting, text(sortLabel) || m.t('filterSortBy')]);
  for (const [control, label] of named) {
    const labels = [...((control as HTMLInputElement | null)?.labels ?? [])];
    if (!control || control.hasAttribute('aria-label') || labels.some((l) => text(l) !== '')) continue;
    onCleanup(keepPrinted(control));
    control.setAttribute('aria-label', label);
  }
  if (markup.searchIcon) onCleanup(asButton(markup.searchIcon, m.t('filterSearchButton'), signal));
  // its printed text ("Tümünü temizle") is its name
  if (markup.removeAll) onCleanup(asButton(markup.removeAll, null, signal));
  if (markup.price?.bar) onCleanup(keepPrinted(markup.price.bar));
  if (markup.removeSection) onCleanup(keepPrinted(markup.removeSection));
  if (markup.activeItems) {
    onCleanup(keepPrinted(markup.activeItems));
    markup.activeItems.setAttribute('role', 'group');
    markup.activeItems.setAttribute('aria-label', m.t('filterActiveFilters'));
  }
  // The values the behaviour sets are properties; reset() gives the printed ones back.
  if (markup.form) onCleanup(() => markup.form?.reset());

  // ── rendering the state into this block ────────────────────────────────────────────────
  const chipsOfNow = (snapshot: SessionSnapshot) => chipsOf(snapshot.filters, priceMax, chipLabels(markup));
  const status = (snapshot: SessionSnapshot) =>
    snapshot.loading
      ? m.t('filterLoading')
      : snapshot.count === null
        ? ''
        : snapshot.count > 0
          ? m.t(plural(snapshot.count, { one: 'filterResultCountOne', other: 'filterResultCountOther' }), {
              count: snapshot.count,
            })
          : m.t('filterNoResult');
  if (markup.activeItems) {
    const items = markup.activeItems;
    onCleanup(() => items.replaceChildren());
    items.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('.wopb-filter-remove-icon');
        const chipEl = button?.closest<HTMLElement>('.wopb-filter-active-item');
        if (!button || !chipEl) return;
        const chips = chipsOfNow(session.store.getSnapshot());
        const index = chips.findIndex((c) => chipKey(c) === chipEl.dataset.key);
        const chip = chips[index];
        if (!chip) return;
        session.apply(withoutChip(filters(), chip, priceMax), 'push');
        // focus to the chip that took its place, else the one before, else the first control
        const buttons = [...items.querySelectorAll<HTMLElement>('.wopb-filter-remove-icon')];
        (buttons[index] ?? buttons[index - 1] ?? firstControl())?.focus();
      },
      { signal },
    );
  }
  const firstControl = (): HTMLElement | null =>
    markup.form?.querySelector<HTMLElement>('input:not([type="hidden"]), select') ?? null;

  const renderPrice = (price: FilterState['price']) => {
    const p = markup.price;
    if (!p) return;
    p.minRange.value = String(price.minPrice);
    p.maxRange.value = String(price.maxPrice);
    if (p.minInput && document.activeElement !== p.minInput) p.minInput.value = String(price.minPrice);
    if (p.maxInput && document.activeElement !== p.maxInput) p.maxInput.value = String(price.maxPrice);
    if (p.bar) {
      const { left, width } = priceBar(price, priceMax);
      p.bar.style.left = `${left}%`;
      p.bar.style.width = `${width}%`;
    }
  };
  const render = (snapshot: SessionSnapshot) => {
    const state = snapshot.filters;
    if (markup.search && document.activeElement !== markup.search && markup.search.value !== state.search)
      markup.search.value = state.search;
    renderPrice(state.price);
    for (const i of markup.status) i.checked = state.status.includes(i.value);
    for (const i of markup.rating) i.checked = state.rating.includes(i.value);
    for (const i of markup.relation) i.checked = i.value === state.tax_relation;
    if (markup.sorting) markup.sorting.value = state.sorting;
    for (const section of markup.taxonomies) {
      const ids = state.product_taxonomy.find((t) => t.taxonomy === section.taxonomy)?.term_ids ?? [];
      for (const i of termInputs(section)) i.checked = ids.includes(i.value);
    }
    const chips = chipsOfNow(snapshot);
    if (markup.removeSection) markup.removeSection.style.display = chips.length > 0 ? '' : 'none';
    if (markup.activeItems)
      renderChips(markup.activeItems, {
        chips,
        status: status(snapshot),
        removeLabel: (chip: Chip) => m.t('filterRemoveChip', { label: chip.label }),
      });
  };
  onCleanup(session.store.subscribe(render));
  render(session.store.getSnapshot());

  // ── reading the shopper's changes ─────────────────────────────────────────────────────
  const searchNow = () => {
    searchSoon.cancel();
    const value = markup.search?.value.trim() ?? '';
    if (value !== filters().search) session.apply({ ...filters(), search: value }, 'push');
  };
  const searchSoon = debounce(searchNow, SEARCH_DEBOUNCE_MS, signal);
  const priceFrom = (moved: 'min' | 'max', source: 'range' | 'input') => {
    const p = markup.price;
    if (!p) return filters().price;
    const min = source === 'range' ? p.minRange.value : (p.minInput?.value ?? p.minRange.value);
    const max = source === 'range' ? p.maxRange.value : (p.maxInput?.value ?? p.maxRange.value);
    return clampPrice({ minPrice: min, maxPrice: max }, priceMax, moved);
  };

  markup.form?.addEventListener(
    'input',
    (event) => {
      const target = event.target as HTMLInputElement;
      if (target === markup.search) {
        searchSoon();
      } else if (target === markup.price?.minRange || target === markup.price?.maxRange) {
        // the thumbs follow the pointer and cannot cross; the request goes on `change`
        const price = priceFrom(target === markup.price.minRange ? 'min' : 'max', 'range');
        renderPrice(price);
        if (markup.price.minInput) markup.price.minInput.value = String(price.minPrice);
        if (markup.price.maxInput) markup.price.maxInput.value = String(price.maxPrice);
      }
    },
    { signal },
  );
  markup.form?.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement;
      const state = filters();
      const p = markup.price;
      let next: FilterState | null = null;
      if (target.classList.contains('wopb-status-input'))
        next = { ...state, status: toggleValue(state.status, target.value, target.checked) };
      else if (target.classList.contains('wopb-rating-input'))
        next = { ...state, rating: toggleValue(state.rating, target.value, target.checked) };
      else if (target.classList.contains('wopb-filter-tax-term-input')) {
        const section = markup.taxonomies.find((s) => s.body.contains(target));
        if (section)
          next = {
            ...state,
            product_taxonomy: toggleTerm(
              state.product_taxonomy,
              section.taxonomy,
              target.value,
              target.checked,
            ),
          };
      } else if (target.classList.contains('wopb-filter-tax-relation'))
        next = { ...state, tax_relation: target.value === 'OR' ? 'OR' : 'AND' };
      else if (target === (markup.sorting as unknown))
        next = { ...state, sorting: markup.sorting?.value ?? '' };
      else if (p && (target === p.minRange || target === p.maxRange))
        next = { ...state, price: priceFrom(target === p.minRange ? 'min' : 'max', 'range') };
      else if (p && (target === p.minInput || target === p.maxInput)) {
        next = { ...state, price: priceFrom(target === p.minInput ? 'min' : 'max', 'input') };
        // SPEC §5's clamping shows in the box the shopper typed in
        target.value = String(target === p.minInput ? next.price.minPrice : next.price.maxPrice);
      }
      if (next) session.apply(next, 'push');
    },
    { signal },
  );
  // The form's action is `javascript:`: Enter in a box submits it; that is "search now".
  markup.form?.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      searchNow();
    },
    { signal },
  );
  markup.searchIcon?.addEventListener('click', searchNow, { signal });
  markup.removeAll?.addEventListener(
    'click',
    () => {
      session.apply(clearedState(filters(), priceMax), 'push');
      firstControl()?.focus();
    },
    { signal },
  );

  bindShowMore(el, markup, signal, onCleanup, () => render(session.store.getSnapshot()));
  if (markup.form) bindSectionToggles(markup.form, signal, onCleanup);
  bindFilterModal(el, { target: props.target, title: markup.title, signal, onCleanup });
}

/**
 * Show more / show less under a taxonomy's terms: `wopb_show_more_filter_item` answers the next
 * page of terms, appended to the section's first `.wopb-filter-check-list` through core's one
 * HTML insertion; show less drops the loaded ones (`.wopb-filter-extended-item`).
 */
function bindShowMore(
  el: HTMLElement,
  markup: FilterMarkup,
  signal: AbortSignal,
  onCleanup: (undo: () => void) => void,
  rerender: () => void,
): void {
  for (const section of markup.taxonomies) {
    const more = section.body.querySelector<HTMLElement>('.wopb-filter-show-more');
    const less = section.body.querySelector<HTMLElement>('.wopb-filter-show-less');
    const list = section.body.querySelector<HTMLElement>('.wopb-filter-check-list');
    if (!more || !list) continue;
    onCleanup(keepPrinted(more));
    if (less) onCleanup(keepPrinted(less));
    const printedItems = [...list.children];
    onCleanup(() => list.replaceChildren(...printedItems));
    const total = Number(more.getAttribute('data-total-page')) || 1;
    let page = Number(more.getAttribute('data-current-page')) || 1;
    const parse = (name: string): Record<string, unknown> => {
      try {
        const value = JSON.parse(section.slug.getAttribute(name) ?? '{}');
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
      } catch {
        return {};
      }
    };
    const show = () => {
      more.style.display = page < total ? '' : 'none';
      more.setAttribute('data-current-page', String(page));
      if (less) less.style.display = page > 1 ? '' : 'none';
    };
    show();
    // one page of terms at a time: a click while one is out does nothing
    const request = createLatest<Node[]>({ signal });
    more.addEventListener(
      'click',
      async (event) => {
        event.preventDefault();
        if (request.getSnapshot().pending || page >= total) return;
        const query = parse('data-query');
        const attributes = parse('data-attributes');
        const limit = Number(query.limit ?? attributes.viewTaxonomyLimit) || 10;
        el.setAttribute('aria-busy', 'true');
        const outcome = await request.run(async (call) => {
          const html = await fetchMoreTerms(
            {
              query,
              attributes,
              taxonomy: section.taxonomy,
              page: page + 1,
              limit,
              hiddenTermCount: Math.max(0, termInputs(section).length - page * limit),
            },
            call,
          );
          return insertHtml(list, html, 'append');
        });
        el.removeAttribute('aria-busy');
        if (outcome.status === 'error') logBlockFailure(outcome.error);
        if (outcome.status !== 'data') return;
        page += 1;
        show();
        rerender();
        announce(m.t('filterShowMore'), 'polite');
        const first = outcome.data.find((n): n is HTMLElement => n instanceof HTMLElement);
        first?.querySelector<HTMLElement>('input')?.focus();
      },
      { signal },
    );
    less?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        for (const item of list.querySelectorAll('.wopb-filter-extended-item')) item.remove();
        page = 1;
        show();
        more.focus();
      },
      { signal },
    );
  }
}

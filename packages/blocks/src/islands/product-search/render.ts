import { insertHtml } from '@firsat/core/html';
import { keepChildren, keepPrinted } from '@firsat/core/island';
import { plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import type { SearchMarkup } from './markup';
import { messages } from './messages';
import { flatResults, type SearchReply, type SearchState } from './model';
import { readResults } from './results';

const HIDE = 'wopb-d-none';
const HIGHLIGHT = 'firsat-highlighted';
let blocks = 0;

/** The search block's printed markup as the combobox's view. */
export interface SearchView {
  /** the reply's results as the listbox's options, in the list's order */
  options(): HTMLElement[];
  /**
   * Puts the reply's HTML into the results box and makes its results options; answers what it
   * read, or null when `stale()` says a newer search (or the unmount) overtook it meanwhile.
   */
  show(html: string, stale: () => boolean): Promise<SearchReply | null>;
  /** Writes the model's snapshot into the markup. */
  render(state: SearchState): void;
  /** The plugin's more / fewer results links: the extended results shown or hidden. */
  showMore(showing: boolean): void;
}

/**
 * Makes the printed block an ARIA 1.2 combobox and answers its view. Every attribute, class,
 * child and text it may change is given back as printed on cleanup.
 */
export function createSearchView(
  { input, category, loader, clear, results }: SearchMarkup,
  onCleanup: (cleanup: () => void) => void,
): SearchView {
  onCleanup(
    keepPrinted([
      [
        input,
        [
          'role',
          'aria-autocomplete',
          'aria-controls',
          'aria-label',
          'aria-expanded',
          'aria-activedescendant',
        ],
      ],
      [results, ['class', 'id', 'hidden', 'aria-busy', 'role', 'aria-label']],
      [loader, ['class']],
      [clear, ['class']],
      [category, ['value']],
    ]),
  );
  onCleanup(keepChildren(results));
  if (category) {
    const printedText = category.textContent;
    onCleanup(() => {
      category.textContent = printedText;
    });
  }

  const listId = results.id || `firsat-search-${++blocks}`;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listId);
  if (!input.hasAttribute('aria-label'))
    input.setAttribute('aria-label', input.getAttribute('placeholder') || messages.t('searchResults'));
  results.id = listId;

  let options: HTMLElement[] = [];
  let announced = 0;
  const showMore = (showing: boolean) => {
    for (const item of results.querySelectorAll('.wopb-extended-item')) item.classList.toggle(HIDE, !showing);
    results.querySelector('.wopb-load-more')?.classList.toggle(HIDE, showing);
    results.querySelector('.wopb-less-result')?.classList.toggle(HIDE, !showing);
  };

  return {
    options: () => options,
    showMore,
    async show(html, stale) {
      if (stale()) return null; // a newer search is on its way
      await insertHtml(results, html, 'inner');
      if (stale()) return null;
      const read = readResults(results, document.baseURI);
      options = read.options;
      markOptions(results, listId, options);
      return read.reply;
    },
    render(state) {
      const listShown = state.open && state.status === 'results';
      loader?.classList.toggle('wopb-spin-loader', state.status === 'loading');
      clear?.classList.toggle(HIDE, state.status === 'idle');
      const closed = !state.open || state.status === 'idle' || state.status === 'error';
      results.classList.toggle(HIDE, closed);
      results.hidden = closed; // as the plugin's wopb-d-none, for a theme without its CSS
      results.setAttribute('aria-busy', String(state.status === 'loading'));
      if (state.status === 'idle' || state.status === 'error' || state.status === 'empty') options = [];
      if ((state.status === 'idle' || state.status === 'error') && results.childNodes.length)
        results.replaceChildren();
      // A listbox while it holds options (the last results stay while the next search loads).
      if (options.length > 0) {
        results.setAttribute('role', 'listbox');
        results.setAttribute('aria-label', messages.t('searchResults'));
      } else {
        results.removeAttribute('role');
        results.removeAttribute('aria-label');
      }
      input.setAttribute('aria-expanded', String(listShown));
      const active = listShown ? options[state.highlighted] : undefined;
      for (const option of options) {
        const selected = option === active;
        option.setAttribute('aria-selected', String(selected));
        option.classList.toggle(HIGHLIGHT, selected);
      }
      if (active) {
        if (active.classList.contains(HIDE)) showMore(true); // arrowed to an extended result
        input.setAttribute('aria-activedescendant', active.id);
        active.scrollIntoView?.({ block: 'nearest' });
      } else input.removeAttribute('aria-activedescendant');
      if (announced !== state.request && announceState(state)) announced = state.request;
    },
  };
}

/** The reply's results made options of the listbox, its groups labelled by their headings. */
function markOptions(results: HTMLElement, listId: string, options: HTMLElement[]): void {
  options.forEach((option, index) => {
    option.id = `${listId}-${index}`;
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    for (const link of option.querySelectorAll('a[href]')) link.removeAttribute('href');
    for (const img of option.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
  });
  for (const [index, label] of [
    ...results.querySelectorAll<HTMLElement>('.wopb-search-item-label'),
  ].entries()) {
    const list = label.nextElementSibling;
    if (!list?.matches('.wopb-search-items')) continue;
    label.id = `${listId}-label-${index}`;
    label.setAttribute('aria-hidden', 'true');
    list.setAttribute('role', 'group');
    list.setAttribute('aria-labelledby', label.id);
  }
  // The plugin's "more results" links are for the pointer; arrowing past the sixth shows the rest.
  results.querySelector('.wopb-load-more-section')?.setAttribute('aria-hidden', 'true');
}

/** Once per answered request: the count, "no result" or the failure (politely). True when said. */
function announceState(state: SearchState): boolean {
  if (state.status === 'results') {
    const count = flatResults(state.groups).length;
    announce(
      messages.t(plural(count, { one: 'searchResultCountOne', other: 'searchResultCountOther' }), { count }),
    );
  } else if (state.status === 'empty') announce(state.emptyText ?? messages.t('noSearchResult'));
  else if (state.status === 'error') announce(messages.t('searchFailed'));
  else return false;
  return true;
}

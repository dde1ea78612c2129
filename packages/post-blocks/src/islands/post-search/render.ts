import { insertHtml } from '@firsat/core/html';
import { keepPrinted } from '@firsat/core/island';
import { plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import type { SearchMarkup } from './markup';
import { messages } from './messages';
import { remaining, type SearchState } from './model';

const HIGHLIGHT = 'firsat-highlighted';
/** The landmarks the floating box may go into (axe: all content in a landmark). */
const LANDMARKS =
  'main, [role="main"], header, footer, aside, nav, [role="search"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="navigation"]';

export interface SearchViewOptions {
  /** the block's element: the box goes into its landmark */
  el: HTMLElement;
  blockId: string;
  markup: SearchMarkup;
  /** live results: the results box is built (the plugin's `data-ajax`) */
  ajax: boolean;
  /** “view all” (`data-allresult`) */
  viewAll: boolean;
  /** the popup layouts (`data-popuptype`): the canvas moves into the floating box */
  popupType: string;
  popupPosition: string;
  noResultText: string;
  viewMoreText: string;
}

/** The floating results box the plugin appends to `body`, as the combobox's view. */
export interface SearchView {
  /** `div.result-data.ultp-block-<id>`: the floating box (the popup layouts' dialog) */
  box: HTMLElement;
  /** the options in the list's order: the results, then “view all” while it shows */
  options(): HTMLElement[];
  /** a result option's post address (its title link's), if it is one */
  urlOf(option: HTMLElement): string | null;
  /** whether `option` is “view all” */
  isViewAll(option: EventTarget | null): boolean;
  /**
   * Puts the reply's HTML in the list (or after it, for “view all”) and makes its results
   * options; answers the results now in the list, or null when `stale()` says it was overtaken.
   */
  show(html: string, append: boolean, stale: () => boolean): Promise<number | null>;
  render(state: SearchState): void;
  /** Puts the box under the form (inline) or beside the search icon (`popup`). */
  place(): void;
}

let lists = 0;

function div(doc: Document, className: string, text = ''): HTMLElement {
  const el = doc.createElement('div');
  el.className = className;
  if (text) el.textContent = text;
  return el;
}

/** Only http(s) links of the reply are followed. */
function safeUrl(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Builds the plugin's floating box (`.result-data` with `.ultp-search-result`: `.ultp-result-data`,
 * `.ultp-search-noresult`, `.ultp-result-loader`, `.ultp-viewall-results` with its count,
 * `.ultp-viewmore-loader`) with DOM calls, appends it at the end of the block's landmark (the
 * plugin's `body` is outside every landmark) — moving the popup layouts' canvas into it — and makes the input an ARIA 1.2 combobox over it. Cleanup removes the box,
 * puts the canvas back and gives the input its printed attributes.
 */
export function createSearchView(
  options: SearchViewOptions,
  onCleanup: (cleanup: () => void) => void,
): SearchView {
  const { el, blockId, markup, ajax, viewAll, popupType, popupPosition } = options;
  const { input, form, canvas } = markup;
  const doc = input.ownerDocument;
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
    ]),
  );

  const box = div(
    doc,
    `result-data ultp-block-${blockId}${popupType ? ` ultp-search-animation-${popupType}` : ''}`,
  );
  box.setAttribute('data-blockid', blockId);
  if (canvas) {
    const home = canvas.parentNode;
    const next = canvas.nextSibling;
    box.append(canvas);
    onCleanup(() => home?.insertBefore(canvas, next));
  }
  const id = `firsat-post-search-${++lists}`;
  const result = div(doc, 'ultp-search-result');
  const list = div(doc, 'ultp-result-data');
  const noResult = div(
    doc,
    'ultp-search-result__item ultp-search-noresult',
    options.noResultText || messages.t('noSearchResult'),
  );
  const loader = div(doc, 'ultp-search-result__item ultp-result-loader');
  const viewAllButton = div(
    doc,
    'ultp-viewall-results ultp-search-result__item',
    options.viewMoreText || messages.t('viewMoreResults'),
  );
  const count = doc.createElement('span');
  const moreLoader = div(doc, 'ultp-search-result__item ultp-viewmore-loader');
  viewAllButton.append(count);
  viewAllButton.id = `${id}-more`;
  viewAllButton.setAttribute('role', 'option');
  viewAllButton.setAttribute('aria-selected', 'false');
  list.setAttribute('role', 'presentation');
  for (const status of [noResult, loader, moreLoader]) status.setAttribute('aria-hidden', 'true');
  result.append(list, noResult, loader, ...(viewAll ? [viewAllButton, moreLoader] : []));
  result.id = id;
  result.setAttribute('role', 'listbox');
  result.setAttribute('aria-label', messages.t('searchResults'));
  if (ajax) (canvas ?? box).append(result);
  onCleanup(() => result.remove());
  box.hidden = true;
  // At the end of the block's landmark (the plugin appends it to body, outside every landmark).
  (el.closest(LANDMARKS) ?? doc.body).append(box);
  onCleanup(() => box.remove());

  if (ajax) {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', id);
    input.setAttribute('aria-expanded', 'false');
  }
  if (!input.hasAttribute('aria-label'))
    input.setAttribute('aria-label', input.getAttribute('placeholder') || messages.t('searchResults'));

  let results: HTMLElement[] = [];
  const urls = new WeakMap<HTMLElement, string>();
  let announced = 0;
  let showViewAll = false;

  /** Where the box's absolute coordinates start, in the window's coordinates. */
  const origin = () => {
    const parent = box.offsetParent;
    if (!parent || parent === doc.body || parent === doc.documentElement)
      return { top: -window.scrollY, left: -window.scrollX, right: doc.documentElement.clientWidth };
    const rect = parent.getBoundingClientRect();
    return {
      top: rect.top + parent.clientTop - parent.scrollTop,
      left: rect.left + parent.clientLeft - parent.scrollLeft,
      right: rect.left + parent.clientLeft + parent.clientWidth,
    };
  };
  const place = () => {
    if (!popupType) {
      const rect = form.getBoundingClientRect();
      const at = origin();
      Object.assign(box.style, {
        position: 'absolute',
        top: `${rect.bottom - at.top}px`,
        left: `${rect.left - at.left}px`,
        width: `${rect.width}px`,
      });
    } else if (popupType === 'popup' && markup.popupIcon) {
      const rect = markup.popupIcon.getBoundingClientRect();
      const at = origin();
      box.style.top = `${rect.bottom - at.top}px`;
      if (popupPosition === 'right') box.style.right = `${at.right - rect.right}px`;
      else box.style.left = `${rect.left - at.left}px`;
    }
  };

  const markOptions = () => {
    results = [...list.querySelectorAll<HTMLElement>('.ultp-search-result__item')];
    results.forEach((option, index) => {
      if (option.getAttribute('role') === 'option') return;
      const url = safeUrl(option.querySelector('a.ultp-searchresult-title')?.getAttribute('href') ?? null);
      if (url) urls.set(option, url);
      option.id = `${id}-${index}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      // The option is what the keyboard and the pointer choose: its links are only text.
      for (const link of option.querySelectorAll('a[href]')) link.removeAttribute('href');
      for (const img of option.querySelectorAll('img')) img.setAttribute('alt', '');
    });
  };

  return {
    box,
    options: () => (showViewAll ? [...results, viewAllButton] : results),
    urlOf: (option) => urls.get(option) ?? null,
    isViewAll: (target) => target instanceof Node && viewAllButton.contains(target),
    place,
    async show(html, append, stale) {
      if (stale()) return null;
      await insertHtml(list, html, append ? 'append' : 'inner');
      if (stale()) return null;
      markOptions();
      return results.length;
    },
    render(state) {
      const searching = state.status !== 'idle';
      if (!popupType) {
        const shown = state.open && searching;
        box.classList.toggle('popup-active', shown);
        box.hidden = !shown;
        if (shown) place();
      }
      result.classList.toggle('ultp-search-show', searching);
      list.classList.toggle('ultp-result-show', state.status === 'results');
      if (state.status === 'idle' || state.status === 'error' || state.status === 'empty') {
        if (list.childNodes.length) list.replaceChildren();
        results = [];
      }
      loader.classList.toggle('active', state.status === 'loading');
      noResult.classList.toggle('active', state.status === 'empty');
      showViewAll = viewAll && state.status === 'results' && remaining(state) > 0;
      viewAllButton.classList.toggle('active', showViewAll);
      viewAllButton.hidden = !showViewAll;
      count.textContent = showViewAll ? `(${remaining(state)})` : '';
      moreLoader.classList.toggle('active', state.more);
      result.setAttribute('aria-busy', String(state.status === 'loading' || state.more));
      if (ajax) input.setAttribute('aria-expanded', String(state.open && state.status === 'results'));
      const active = state.open
        ? (showViewAll ? [...results, viewAllButton] : results)[state.highlighted]
        : undefined;
      for (const option of [...results, viewAllButton]) {
        const selected = option === active;
        option.setAttribute('aria-selected', String(selected));
        option.classList.toggle(HIGHLIGHT, selected);
      }
      if (active) {
        input.setAttribute('aria-activedescendant', active.id);
        active.scrollIntoView?.({ block: 'nearest' });
      } else input.removeAttribute('aria-activedescendant');
      if (announced !== state.request && !state.more && announceState(state, options.noResultText))
        announced = state.request;
    },
  };
}

/** Once per answered request: the count, “no result” or the failure (politely). True when said. */
function announceState(state: SearchState, noResultText: string): boolean {
  if (state.status === 'results')
    announce(
      messages.t(plural(state.total, { one: 'searchResultCountOne', other: 'searchResultCountOther' }), {
        count: state.total,
      }),
    );
  else if (state.status === 'empty') announce(noResultText || messages.t('noSearchResult'));
  else if (state.status === 'error') announce(messages.t('searchFailed'));
  else return false;
  return true;
}

import { insertHtml } from '@firsat/core/html';
import { isAbortError, logBlockFailure } from '@firsat/core/http';
import { type BehaviourContext, keepChildren, keepPrinted } from '@firsat/core/island';
import { plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { searchProducts } from './client';
import { messages } from './messages';
import { createSearchModel, flatResults, resultsPageUrl, type SearchState } from './model';
import { navigation } from './navigation';
import type { ProductSearchProps } from './props';
import { readResults } from './results';

const HIDE = 'wopb-d-none';
const HIGHLIGHT = 'firsat-highlighted';
let blocks = 0;

/**
 * The product search block (product-blocks.md §3), as a behaviour: the reply is the plugin's own
 * results HTML, and it goes where the plugin puts it — into the printed `.wopb-search-result`,
 * through core's `insertHtml` (sanitised). The behaviour then only adds what the markup lacks to
 * be an ARIA 1.2 combobox: the input gets `role="combobox"`, the box `role="listbox"`, each
 * result `role="option"` (its links lose their `href`: the option is what the keyboard and the
 * pointer choose). Searches on every input with 3+ characters or a chosen category (no debounce,
 * as the plugin; the request in flight is aborted), otherwise clears. Arrow keys move the
 * highlight, Enter opens it or else the results page `?s=…&product_cat=…`, Escape and a press
 * outside close and keep the text. The count or "no result" is announced once per search.
 * Unbound, the block is as printed.
 */
export function bindProductSearch(
  el: HTMLElement,
  { props: { blockId, blockName, postId, block }, signal, onCleanup }: BehaviourContext<ProductSearchProps>,
): void {
  const { input, form, category, loader, clear, results } = block;
  const model = createSearchModel();
  const listId = results.id || `firsat-search-${++blocks}`;
  let options: HTMLElement[] = [];

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
  onCleanup(() => model.dispose());

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listId);
  if (!input.hasAttribute('aria-label'))
    input.setAttribute('aria-label', input.getAttribute('placeholder') || messages.t('searchResults'));
  results.id = listId;

  const chosenCategory = () => category?.getAttribute('value') ?? '';
  const home = block.redirect ?? new URL('/', document.baseURI).toString();
  const openResultsPage = () => navigation.go(resultsPageUrl(home, input.value, chosenCategory()));

  /** The reply's HTML in the results box, its results made options of the listbox. */
  async function showReply(request: number, html: string): Promise<void> {
    if (request !== model.getSnapshot().request) return; // a newer search is on its way
    await insertHtml(results, html, 'inner');
    if (signal.aborted || request !== model.getSnapshot().request) return;
    const read = readResults(results, document.baseURI);
    options = read.options;
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
    model.resolved(request, read.reply);
  }

  function search(): void {
    const started = model.change(input.value, chosenCategory());
    if (!started) return;
    searchProducts(
      {
        search: input.value,
        category: chosenCategory(),
        blockId,
        blockName,
        postId: String(postId),
        widgetBlockId: block.widgetBlockId,
      },
      started.signal,
    )
      .then((html) => showReply(started.request, html))
      .catch((error: unknown) => {
        if (isAbortError(error) || started.signal.aborted) return;
        logBlockFailure(error);
        model.failed(started.request);
      });
  }

  /** Shows the extended results (`.wopb-extended-item`) when the highlight reaches one. */
  function revealExtended(): void {
    for (const item of results.querySelectorAll('.wopb-extended-item')) item.classList.remove(HIDE);
    results.querySelector('.wopb-load-more')?.classList.add(HIDE);
    results.querySelector('.wopb-less-result')?.classList.remove(HIDE);
  }

  let announced = 0;
  function render(state: SearchState): void {
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
    options.forEach((option) => {
      const selected = option === active;
      option.setAttribute('aria-selected', String(selected));
      option.classList.toggle(HIGHLIGHT, selected);
    });
    if (active) {
      if (active.classList.contains(HIDE)) revealExtended();
      input.setAttribute('aria-activedescendant', active.id);
      active.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');

    // Once per answered request: the count, "no result" or the failure (politely).
    if (announced === state.request) return;
    if (state.status === 'results') {
      const count = flatResults(state.groups).length;
      announce(
        messages.t(plural(count, { one: 'searchResultCountOne', other: 'searchResultCountOther' }), {
          count,
        }),
      );
      announced = state.request;
    } else if (state.status === 'empty') {
      announce(state.emptyText ?? messages.t('noSearchResult'));
      announced = state.request;
    } else if (state.status === 'error') {
      announce(messages.t('searchFailed'));
      announced = state.request;
    }
  }
  onCleanup(model.subscribe(() => render(model.getSnapshot())));
  render(model.getSnapshot());

  input.addEventListener('input', search, { signal });
  input.addEventListener(
    'keydown',
    (event) => {
      if (model.move(event.key)) event.preventDefault();
      else if (event.key === 'Enter') {
        event.preventDefault();
        const current = model.current();
        if (current) navigation.go(current.url);
        else openResultsPage();
      } else if (event.key === 'Escape' && model.getSnapshot().open) {
        event.preventDefault();
        model.close();
      }
    },
    { signal },
  );
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      openResultsPage();
    },
    { signal },
  );
  block.icon?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      openResultsPage();
    },
    { signal },
  );
  clear?.addEventListener(
    'click',
    () => {
      input.value = '';
      search();
      input.focus();
    },
    { signal },
  );
  for (const item of block.categoryItems) {
    item.addEventListener(
      'click',
      () => {
        if (!category) return;
        category.setAttribute('value', item.getAttribute('value') ?? '');
        category.textContent = item.textContent;
        search();
      },
      { signal },
    );
  }

  // The options: the pointer highlights and chooses; the input keeps the focus.
  const optionOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[role="option"]') : null;
  results.addEventListener(
    'pointermove',
    (event) => {
      const option = optionOf(event.target);
      if (option) model.highlight(options.indexOf(option));
    },
    { signal },
  );
  results.addEventListener(
    'mousedown',
    (event) => {
      if (optionOf(event.target)) event.preventDefault();
    },
    { signal },
  );
  results.addEventListener(
    'click',
    (event) => {
      const option = optionOf(event.target);
      const chosen = option ? flatResults(model.getSnapshot().groups)[options.indexOf(option)] : undefined;
      if (chosen) navigation.go(chosen.url);
      // The plugin's more / fewer results links.
      const more =
        event.target instanceof Element ? event.target.closest('.wopb-load-more, .wopb-less-result') : null;
      if (more) {
        const showing = more.matches('.wopb-load-more');
        for (const item of results.querySelectorAll('.wopb-extended-item'))
          item.classList.toggle(HIDE, !showing);
        results.querySelector('.wopb-load-more')?.classList.toggle(HIDE, showing);
        results.querySelector('.wopb-less-result')?.classList.toggle(HIDE, !showing);
      }
    },
    { signal },
  );
  // A press outside the block closes the results and keeps the text.
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (model.getSnapshot().open && event.target instanceof Node && !el.contains(event.target))
        model.close();
    },
    { signal },
  );

  // Text typed while the chunk loaded counts.
  if (input.ownerDocument.activeElement === input && input.value) search();
}

import { isAbortError, logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext } from '@firsat/core/island';
import { createLatest } from '@firsat/core/kit';
import { searchProducts } from './client';
import { createSearchModel, flatResults, resultsPageUrl, type SearchModel, type SearchReply } from './model';
import { navigation } from './navigation';
import type { ProductSearchProps } from './props';
import { createSearchView, type SearchView } from './render';

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
  const { input, form, category, clear } = block;
  const model = createSearchModel();
  const view = createSearchView(block, onCleanup);
  // The newest search wins: the one out is aborted by the next, and when the island unbinds.
  const replies = createLatest<SearchReply | null>({ signal });
  onCleanup(model.subscribe(() => view.render(model.getSnapshot())));
  view.render(model.getSnapshot());

  const chosenCategory = () => category?.getAttribute('value') ?? '';
  const home = block.redirect ?? new URL('/', document.baseURI).toString();
  const openResultsPage = () => navigation.go(resultsPageUrl(home, input.value, chosenCategory()));

  /** Searches the text and category, or clears when they no longer make a search. */
  async function run(): Promise<void> {
    const search = input.value;
    const chosen = chosenCategory();
    const request = model.change(search, chosen);
    if (request === null) return replies.abort();
    const { widgetBlockId } = block;
    const payload = { search, category: chosen, blockId, blockName, postId: String(postId), widgetBlockId };
    const stale = () => signal.aborted || request !== model.getSnapshot().request;
    const outcome = await replies.run(async (call) => view.show(await searchProducts(payload, call), stale));
    if (outcome.status === 'data') {
      if (outcome.data) model.resolved(request, outcome.data);
    } else if (outcome.status === 'error' && !isAbortError(outcome.error)) {
      logBlockFailure(outcome.error);
      model.failed(request);
    }
  }
  const search = () => void run();

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

  wireResults(el, block.results, model, view, signal);

  // Text typed while the chunk loaded counts.
  if (input.ownerDocument.activeElement === input && input.value) search();
}

/**
 * The results box: the pointer highlights and chooses an option (the input keeps the focus),
 * the plugin's more / fewer links; a press outside the block closes the results, keeps the text.
 */
function wireResults(
  el: HTMLElement,
  results: HTMLElement,
  model: SearchModel,
  view: SearchView,
  signal: AbortSignal,
): void {
  const optionOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[role="option"]') : null;
  results.addEventListener(
    'pointermove',
    (event) => {
      const option = optionOf(event.target);
      if (option) model.highlight(view.options().indexOf(option));
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
      const chosen = option
        ? flatResults(model.getSnapshot().groups)[view.options().indexOf(option)]
        : undefined;
      if (chosen) navigation.go(chosen.url);
      const more =
        event.target instanceof Element ? event.target.closest('.wopb-load-more, .wopb-less-result') : null;
      if (more) view.showMore(more.matches('.wopb-load-more'));
    },
    { signal },
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (model.getSnapshot().open && event.target instanceof Node && !el.contains(event.target))
        model.close();
    },
    { signal },
  );
}

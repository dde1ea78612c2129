import { isAbortError, logBlockFailure } from '@firsat/core/http';
import type { IslandHostProps } from '@firsat/core/island';
import { announce, PopoverContent, PopoverRoot, usePopover } from '@firsat/core/ui';
import { useEffect, useId, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { searchProducts } from './client';
import { messages } from './messages';
import { createSearchModel, flatResults, resultsPageUrl, type SearchModel, type SearchState } from './model';
import { navigation } from './navigation';
import type { ProductSearchProps, SearchMarkup } from './props';

const HIDE = 'wopb-d-none';

/** Sets attributes on a server element and returns what puts the printed ones back. */
function setAttributes(el: Element, attributes: Record<string, string | null>): () => void {
  const printed = Object.keys(attributes).map((name) => [name, el.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  }
  return () => {
    for (const [name, value] of printed) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  };
}

/** Anchors the popover to the server's input (the combobox) instead of a trigger button. */
function AnchorTo({ el }: { el: HTMLElement }) {
  const { setTrigger } = usePopover();
  useLayoutEffect(() => {
    setTrigger(el);
    return () => setTrigger(null);
  }, [el, setTrigger]);
  return null;
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The input and form of the plugin's block, wired to the model; every change undone on unmount. */
function useServerMarkup(
  block: SearchMarkup,
  model: SearchModel,
  state: SearchState,
  listId: string,
  payload: { blockId: string; blockName: string; postId: string },
) {
  const { input, form, category, loader, clear, results } = block;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const chosenCategory = () => category?.getAttribute('value') ?? '';
    const home = block.redirect ?? new URL('/', document.baseURI).toString();
    const run = () => {
      const started = model.change(input.value, chosenCategory());
      if (!started) return;
      searchProducts(
        {
          search: input.value,
          category: chosenCategory(),
          blockId: payload.blockId,
          blockName: payload.blockName,
          postId: payload.postId,
          widgetBlockId: block.widgetBlockId,
        },
        started.signal,
      ).then(
        (reply) => model.resolved(started.request, reply),
        (error: unknown) => {
          if (isAbortError(error) || started.signal.aborted) return;
          logBlockFailure(error);
          model.failed(started.request);
        },
      );
    };
    const openResultsPage = () => navigation.go(resultsPageUrl(home, input.value, chosenCategory()));
    input.addEventListener('input', run, { signal });
    input.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          model.move(event.key === 'ArrowDown' ? 1 : -1);
        } else if (event.key === 'Enter') {
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
        run();
        input.focus();
      },
      { signal },
    );
    const undo: (() => void)[] = [];
    for (const item of block.categoryItems) {
      item.addEventListener(
        'click',
        () => {
          if (!category) return;
          category.setAttribute('value', item.getAttribute('value') ?? '');
          category.textContent = item.textContent;
          run();
        },
        { signal },
      );
    }
    if (category) {
      const printedValue = category.getAttribute('value');
      const printedText = category.textContent;
      undo.push(() => {
        if (printedValue === null) category.removeAttribute('value');
        else category.setAttribute('value', printedValue);
        category.textContent = printedText;
      });
    }
    // Text typed while the chunk loaded counts.
    if (input.ownerDocument.activeElement === input && input.value) run();
    return () => {
      controller.abort();
      model.dispose();
      for (const u of undo.reverse()) u();
    };
  }, [block, model, input, form, category, clear, payload.blockId, payload.blockName, payload.postId]);

  // The combobox (ARIA 1.2) on the printed input.
  const count = flatResults(state.groups).length;
  const activeId = state.open && state.highlighted >= 0 ? optionId(listId, state.highlighted) : null;
  const listShown = state.open && state.status === 'results';
  useLayoutEffect(
    () =>
      setAttributes(input, {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': String(listShown),
        'aria-controls': listId,
        'aria-activedescendant': activeId,
        'aria-label': input.getAttribute('aria-label') ?? input.getAttribute('placeholder'),
      }),
    [input, listId, listShown, activeId],
  );
  // The plugin's own loading and clear states on its printed controls.
  useLayoutEffect(() => {
    const loading = state.status === 'loading';
    const undoLoader = loader ? toggle(loader, 'wopb-spin-loader', loading) : () => {};
    const undoClear = clear ? toggle(clear, HIDE, state.status === 'idle') : () => {};
    const undoResults = toggle(results, HIDE, !state.open);
    return () => {
      undoResults();
      undoClear();
      undoLoader();
    };
  }, [state.status, state.open, loader, clear, results]);
  return count;
}

/** Toggles a class and returns what puts the printed class attribute back, byte for byte. */
function toggle(el: Element, name: string, on: boolean): () => void {
  const printed = el.getAttribute('class');
  el.classList.toggle(name, on);
  return () => {
    if (printed === null) el.removeAttribute('class');
    else el.setAttribute('class', printed);
  };
}

/**
 * The product search block's results popup (product-blocks.md §3): the printed input becomes an
 * ARIA 1.2 combobox over a listbox the island renders from the reply (categories, then products),
 * anchored under the input on core's Popover (floating-ui). It searches on every input with 3+
 * characters or a chosen category (as the plugin, no debounce; the request in flight is aborted),
 * otherwise clears. Arrow keys move the highlight, Enter opens the highlighted result or else the
 * results page `?s=…&product_cat=…`, Escape closes and keeps the text. The count, or "no result",
 * is announced politely once per search.
 */
export function ProductSearch({
  blockId,
  blockName,
  postId,
  block,
}: ProductSearchProps & Partial<IslandHostProps>) {
  const model = useMemo(createSearchModel, []);
  const state = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  const listId = useId();
  const payload = useMemo(() => ({ blockId, blockName, postId }), [blockId, blockName, postId]);
  const count = useServerMarkup(block, model, state, listId, payload);

  useEffect(() => {
    if (state.status === 'results') announce(messages.t('searchResultCount', { count }));
    else if (state.status === 'empty') announce(state.emptyText ?? messages.t('noSearchResult'));
    // once per answered request: the status changes once per request
  }, [state.status, state.emptyText, count]);

  let index = -1;
  return (
    <PopoverRoot
      open={state.open && state.status !== 'idle'}
      onOpenChange={(open) => {
        if (!open) model.close();
      }}
      placement="bottom-start"
      gap={4}
    >
      <AnchorTo el={block.input} />
      <PopoverContent
        portal={block.results}
        autoFocus={false}
        role="presentation"
        className="firsat-search-popup"
        aria-busy={state.status === 'loading'}
      >
        {state.status === 'loading' && <p className="firsat-search-status">{messages.t('searching')}</p>}
        {state.status === 'error' && (
          <p className="firsat-search-status" role="alert">
            {messages.t('searchFailed')}
          </p>
        )}
        {state.status === 'empty' && (
          <div className="wopb-empty-result">
            <h2>{state.emptyText ?? messages.t('noSearchResult')}</h2>
          </div>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label={messages.t('searchResults')}
          hidden={state.status !== 'results'}
        >
          {state.groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group (ARIA 1.2), not a fieldset
            <div key={group.label} role="group" aria-label={group.label}>
              <div className="wopb-search-item-label wopb-search-item" aria-hidden="true">
                {group.label}
              </div>
              <div className="wopb-search-items">
                {group.results.map((result) => {
                  index += 1;
                  const at = index;
                  const selected = at === state.highlighted;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (the input keeps focus)
                    <div
                      key={result.url}
                      id={optionId(listId, at)}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      className={`wopb-search-item${result.kind === 'product' ? ' wopb-block-item' : ''}${selected ? ' firsat-highlighted' : ''}`}
                      onPointerMove={() => model.highlight(at)}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => navigation.go(result.url)}
                    >
                      <div className="wopb-item-details">
                        {result.image && (
                          <span className="wopb-item-image">
                            <img src={result.image} alt="" width={40} height={40} />
                          </span>
                        )}
                        <div className="wopb-item-title-section">
                          <span className={result.kind === 'term' ? 'wopb-item-term' : 'wopb-item-title'}>
                            {result.name}
                          </span>
                        </div>
                      </div>
                      {result.price && <div className="wopb-item-price">{result.price}</div>}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </PopoverContent>
    </PopoverRoot>
  );
}

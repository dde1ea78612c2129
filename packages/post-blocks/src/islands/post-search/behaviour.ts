import { isAbortError, logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext } from '@firsat/core/island';
import { getConfig, keepPrinted } from '@firsat/core/island';
import { asButton, createLatest, type DialogHandle } from '@firsat/core/kit';
import { type SearchPayload, type SearchReply, searchPosts } from './client';
import { messages } from './messages';
import {
  createSearchModel,
  DEFAULT_PER_PAGE,
  resultsPageUrl,
  type SearchRequest,
  shouldSearch,
} from './model';
import { navigation } from './navigation';
import type { PostSearchProps } from './props';
import { createSearchView } from './render';

/** The popup layouts' dialog binding (and the kit's dialog with it): fetched on the first press. */
const loadDialog = () => import('./search-dialog');

/**
 * The advanced search block (post-blocks.md §4), as a behaviour. From 3 characters on, each
 * input asks REST `ultp/ultp_search_data` (latest wins: the request out is aborted; no debounce,
 * as the plugin); under 3 the results clear and paging goes back to 1. The floating box shows
 * the loader, then the plugin's results HTML (sanitised) or the no-result text; “view all” asks
 * the next page, appends it and shows how many remain. The input is an ARIA 1.2 combobox: Down
 * and Up move through the results and “view all” (the kit's focus-list rules), Enter opens the
 * highlighted post, runs “view all”, or else opens the results page `<home>/?s=…` in this or a
 * new tab as the block says; Escape and a press outside hide the results and keep the text. The
 * count or the no-result text is announced once per search. The popup layouts' search icon is a
 * keyboard button opening the canvas as the kit's dialog. Unbound, the block is as printed.
 */
export function bindPostSearch(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<PostSearchProps>,
): void {
  const { blockId, ajax, goSearch, newTab, viewAll, perPage, exclude, popupType, form: markup } = props;
  const { input, clear, button, popupIcon, canvas } = markup;
  const doc = el.ownerDocument;
  const model = createSearchModel(viewAll);
  const view = createSearchView(
    {
      el,
      blockId,
      markup,
      ajax,
      viewAll,
      popupType,
      popupPosition: props.popupPosition,
      noResultText: props.noResultText,
      viewMoreText: props.viewMoreText,
    },
    onCleanup,
  );
  const replies = createLatest<{ reply: SearchReply; shown: number | null }>({ signal });
  onCleanup(model.subscribe(() => view.render(model.getSnapshot())));
  onCleanup(() => replies.abort());

  const payload = (paged: number): SearchPayload => ({
    searchText: input.value,
    date: Number(props.date),
    image: Number(props.image),
    author: props.author.trim() === '1' || props.author.trim() === 'true' ? 1 : 0,
    excerpt: Number(props.excerpt),
    category: Number(props.category),
    excerptLimit: props.excerptLimit,
    postPerPage: viewAll ? perPage : DEFAULT_PER_PAGE,
    exclude: exclude.length ? exclude : false,
    paged,
  });

  async function send({ request, paged }: SearchRequest): Promise<void> {
    const append = paged > 1;
    const stale = () => signal.aborted || request !== model.getSnapshot().request;
    const outcome = await replies.run(async (call) => {
      const reply = await searchPosts(payload(paged), call);
      return { reply, shown: await view.show(reply.post_data, append, stale) };
    });
    if (outcome.status === 'data') {
      if (outcome.data.shown !== null)
        model.resolved(request, outcome.data.reply.post_count, outcome.data.shown);
    } else if (outcome.status === 'error' && !isAbortError(outcome.error)) {
      logBlockFailure(outcome.error);
      model.failed(request);
    }
  }

  // The clear control: `active` from 3 characters on, a keyboard button.
  if (clear) {
    onCleanup(keepPrinted([[clear, ['class']]]));
    asButton(clear, messages.t('clearSearch'), signal);
  }
  const changed = () => {
    clear?.classList.toggle('active', shouldSearch(input.value));
    if (!ajax) return;
    const request = model.change(input.value);
    if (request) void send(request);
    else replies.abort();
  };
  input.addEventListener('input', changed, { signal });

  const home = () => getConfig().postBlocks.homeUrl || new URL('/', doc.baseURI).toString();
  const openResultsPage = () =>
    navigation.open(
      resultsPageUrl(
        home(),
        input.value,
        exclude.map((type) => type.value),
      ),
      newTab ? '_blank' : '_self',
    );
  const more = () => {
    const request = model.more();
    if (request) void send(request);
  };
  const choose = (option: HTMLElement) => {
    if (view.isViewAll(option)) return more();
    const url = view.urlOf(option);
    if (url) navigation.go(url);
  };

  input.addEventListener(
    'keydown',
    (event) => {
      if (ajax && model.move(event.key)) {
        event.preventDefault();
        return;
      }
      if (event.key === 'Enter') {
        const { highlighted, open } = model.getSnapshot();
        const option = open ? view.options()[highlighted] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else if (goSearch && shouldSearch(input.value)) {
          event.preventDefault();
          openResultsPage();
        }
      } else if (event.key === 'Escape' && !popupType && model.getSnapshot().open) {
        event.preventDefault();
        model.close();
      }
    },
    { signal },
  );
  input.addEventListener('click', () => model.reopen(), { signal });
  button?.addEventListener(
    'click',
    () => {
      if (goSearch) openResultsPage();
      else model.reopen();
    },
    { signal },
  );
  clear?.addEventListener(
    'click',
    () => {
      input.value = '';
      changed();
      input.focus();
    },
    { signal },
  );

  // The results: the pointer highlights and chooses (the input keeps the focus).
  const optionOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[role="option"]') : null;
  view.box.addEventListener(
    'pointermove',
    (event) => {
      const option = optionOf(event.target);
      if (option) model.highlight(view.options().indexOf(option));
    },
    { signal },
  );
  view.box.addEventListener(
    'mousedown',
    (event) => {
      if (optionOf(event.target)) event.preventDefault();
    },
    { signal },
  );
  view.box.addEventListener(
    'click',
    (event) => {
      const option = optionOf(event.target);
      if (option) choose(option);
    },
    { signal },
  );
  doc.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target;
      if (!(target instanceof Node) || el.contains(target) || view.box.contains(target)) return;
      if (model.getSnapshot().open) model.close();
    },
    { signal },
  );
  window.addEventListener('resize', () => view.place(), { signal, passive: true });

  // The popup layouts: the search icon opens the canvas as a dialog.
  if (popupIcon && canvas) {
    const label = popupIcon.textContent?.trim() || messages.t('openSearch');
    asButton(popupIcon, label, signal);
    onCleanup(keepPrinted([[popupIcon, ['aria-haspopup', 'aria-expanded']]]));
    popupIcon.setAttribute('aria-haspopup', 'dialog');
    popupIcon.setAttribute('aria-expanded', 'false');
    let searchDialog: DialogHandle | null = null;
    popupIcon.addEventListener(
      'click',
      () => {
        if (searchDialog?.isOpen || popupIcon.hasAttribute('aria-busy')) return;
        popupIcon.setAttribute('aria-busy', 'true');
        loadDialog()
          .then((module) => {
            if (signal.aborted) return;
            searchDialog ??= module.searchDialog({
              box: view.box,
              canvas,
              input,
              icon: popupIcon,
              signal,
              label,
              onClose: () => {
                popupIcon.setAttribute('aria-expanded', 'false');
                model.close();
              },
            });
            view.place();
            popupIcon.setAttribute('aria-expanded', 'true');
            void searchDialog.open();
          })
          .catch((error: unknown) => {
            // The dialog's code could not be fetched (offline): a press tries again.
            console.error('[firsat] post-search: the search could not be opened', error);
          })
          .finally(() => popupIcon.removeAttribute('aria-busy'));
      },
      { signal },
    );
  }

  view.render(model.getSnapshot());
  // On the search results page the input holds the search: its clear control shows.
  clear?.classList.toggle('active', shouldSearch(input.value));
  // Text typed while the chunk loaded counts.
  if (doc.activeElement === input && input.value) changed();
}

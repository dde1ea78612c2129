import { insertHtml } from '@firsat/core/html';
import { isHttpError } from '@firsat/core/http';
import type { BehaviourContext } from '@firsat/core/island';
import { clickOnKeys, plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import {
  createListingCalls,
  gridOf,
  itemsOf,
  keepAttributes,
  keepUniqueIds,
  pagedPayload,
  postListingMessages,
  postListingRequest,
  scrollToNewItems,
  writeAddress,
} from '../../shared/listing';
import { type FeedState, feedAction, isDisabled, needsSpacer, nextPage } from './model';
import type { PostGridLoadMoreProps } from './props';

/** An empty reply, still empty with a fresh nonce: the kit's listing call fails it with status 200. */
const isEmptyReply = (error: unknown) =>
  isHttpError(error) && error.status === 200 && error.code === 'unknown_error';

/**
 * Load more and infinite scroll: the next page's HTML (`ultp_next_prev` from the button,
 * `ultp_pagination` from the scroll) is appended to `.ultp-block-items-wrap` (5.0.31 prints no
 * insert marker), after the old `.ultp-current-unique-posts` spans are removed and the rows'
 * `max-height` cleared (a post module gets the plugin's clearing spacer); the newest span's map
 * goes to `sessionStorage.ultp_uniqueIds`. The button (Enter and Space press it) gets
 * `ultp-disable` and `aria-disabled` on the last page and ignores presses; a detached button
 * (`data-for`) shows its `.ultp-spin` while loading. Infinite scroll asks when the grid's last
 * item comes within 200 px of the view, and stops on the last page or an empty reply. The grid is
 * a feed: `aria-busy` while loading (the kit's loading look), the count announced, focus kept —
 * on the button, or on the first new post once the button is spent. The address keeps how far
 * the list was loaded (`replaceState`). A failure logs SPEC §8's line and puts the page count
 * back. Unbinding removes what it appended.
 */
export function bindPostGridLoadMore(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<PostGridLoadMoreProps>,
): void {
  const infinite = el.matches('.ultp-block-wrapper');
  const grid = gridOf(el);
  const spin = el.hasAttribute('data-for') ? el.querySelector<HTMLElement>('.ultp-spin') : null;
  const state: FeedState = { shown: props.pagenum, pages: props.pages, busy: false, ended: false };
  const inserted: Node[] = [];
  onCleanup(keepAttributes(el));
  if (spin) onCleanup(keepAttributes(spin));
  onCleanup(() => {
    for (const node of inserted.splice(0)) node.parentNode?.removeChild(node);
  });
  keepUniqueIds(grid.wrapper);

  const render = () => {
    if (infinite) return;
    const off = isDisabled(state);
    if (el.classList.contains('ultp-disable') !== off) el.classList.toggle('ultp-disable', off);
    el.setAttribute('aria-disabled', String(off || state.busy));
    el.setAttribute('data-pagenum', String(state.shown));
  };
  if (!infinite) {
    el.setAttribute('role', 'button');
    el.setAttribute('tabindex', '0');
  }
  render();

  const run = createListingCalls(grid.wrapper, signal, onCleanup);
  let watch: () => void = () => {};
  const load = () => {
    const page = nextPage(state);
    if (page === null || !grid.items) return Promise.resolve();
    const before = state.shown;
    const hadFocus = el.contains(document.activeElement);
    state.busy = true;
    state.shown = page;
    render();
    if (spin) spin.style.display = 'flex';
    const settle = () => {
      state.busy = false;
      if (spin) spin.style.display = 'none';
      if (!signal.aborted) render();
    };
    return run(
      async (call) => {
        const items = grid.items;
        if (!items) return;
        let html: string;
        try {
          html = await postListingRequest(pagedPayload(feedAction(infinite), el, props, page, grid), call);
        } catch (error) {
          if (!infinite || !isEmptyReply(error)) throw error;
          state.ended = true; // infinite scroll stops on an empty reply
          state.shown = before;
          settle();
          return;
        }
        for (const row of grid.wrapper?.querySelectorAll<HTMLElement>('.ultp-block-row') ?? [])
          if (row.style.maxHeight) row.style.maxHeight = 'unset';
        for (const span of items.querySelectorAll('.ultp-current-unique-posts')) span.remove();
        if (needsSpacer(props.blockName)) {
          const spacer = document.createElement('div');
          spacer.setAttribute('style', 'clear:left;width:100%;padding-block:15px;');
          items.append(spacer);
          inserted.push(spacer);
        }
        const nodes = await insertHtml(items, html, 'append');
        inserted.push(...nodes);
        keepUniqueIds(items);
        settle();
        const posts = nodes.flatMap((node) =>
          node instanceof HTMLElement ? (node.matches('.ultp-block-item') ? [node] : itemsOf(node)) : [],
        );
        writeAddress(props.blockId, { page }, 'replace');
        announce(
          postListingMessages.t(
            plural(posts.length, { one: 'postMoreLoadedOne', other: 'postMoreLoadedOther' }),
            {
              count: posts.length,
              shown: page,
              total: state.pages,
            },
          ),
          'polite',
        );
        if (isDisabled(state) && !infinite) announce(postListingMessages.t('postAllLoaded'), 'polite');
        const first = posts[0];
        if (first && hadFocus && isDisabled(state)) first.querySelector<HTMLElement>('a[href]')?.focus();
        if (first && !infinite) onCleanup(scrollToNewItems(first));
        if (infinite) watch();
      },
      () => {
        state.shown = before;
        settle();
      },
    );
  };

  if (!infinite) {
    el.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        void load();
      },
      { signal },
    );
    clickOnKeys(el, signal);
    return;
  }

  // Infinite scroll: the grid's last post coming within 200 px of the view asks for the next page.
  if (typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load();
    },
    { rootMargin: '0px 0px 200px 0px' },
  );
  onCleanup(() => observer.disconnect());
  watch = () => {
    observer.disconnect();
    const last = itemsOf(grid.items).at(-1);
    if (last && nextPage(state) !== null) observer.observe(last);
  };
  watch();
  // The advanced filter replaces the items and writes its reply's `data_attrs` on the wrapper
  // (`data-pagenum`, `data-pages`, `data-filter_*`): the feed starts again from them, and the next
  // pages carry the filter (the payload reads the `data-filter_*` when it is sent).
  const int = (name: string) => {
    const value = Number(el.getAttribute(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const restart = new MutationObserver(() => {
    if (state.busy) return;
    state.shown = int('data-pagenum') ?? 1;
    state.pages = int('data-pages') ?? props.pages;
    state.ended = false;
    watch();
  });
  restart.observe(el, { attributes: true, attributeFilter: ['data-pagenum', 'data-pages'] });
  onCleanup(() => restart.disconnect());
}

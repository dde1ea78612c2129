import type { BehaviourContext } from '@firsat/core/island';
import { onAddressChange, paginationRenderer } from '@firsat/core/kit';
import { createPaginationState } from '@firsat/core/models';
import {
  addressWith,
  createListingCalls,
  gridOf,
  keepAttributes,
  keepOwnChildren,
  pagedPayload,
  postListingRequest,
  readAddress,
  showPage,
  writeAddress,
} from '../../shared/listing';
import { keepPagination, SLOT_SELECTOR, slotKind } from './markup';
import { pageToFetch, targetPage } from './model';
import type { PostGridPaginationProps } from './props';

/**
 * Numbered pagination: core's pagination model decides which items show (first / last shortcuts
 * and dots by position, previous hidden on page 1, next on the last) and the centre labels, as
 * the plugin's `serial` / `showHide` did; a click (the items are links, so Enter works) asks
 * `ultp_pagination` for the page and replaces the grid's items (a detached control finds its
 * grid through `data-for`). Then the window goes back to 80 px above the block when the reader
 * was past it, focus goes to the block's heading, the page is announced, and the address gets
 * `?<blockId>_page=N` (`pushState`, where the plugin replaced the entry: Back shows the previous
 * page again); a shared link the store did not render is fetched once. A call still out when
 * another page is chosen is aborted. A failure logs SPEC §8's line and puts the list back.
 */
export function bindPostGridPagination(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<PostGridPaginationProps>,
): void {
  const grid = gridOf(el);
  const state = createPaginationState({ total: props.pages, current: Math.min(props.paged, props.pages) });
  const slots = [...el.querySelectorAll('li')];
  for (const restore of keepPagination(el, slots)) onCleanup(restore);
  const items = keepOwnChildren(grid.items);
  onCleanup(() => items.restore());
  if (grid.heading) onCleanup(keepAttributes(grid.heading));
  const render = paginationRenderer(el, slots, SLOT_SELECTOR, (page) => addressWith(props.blockId, { page }));
  render(state.getSnapshot());

  const run = createListingCalls(grid.wrapper, signal, onCleanup);
  const show = (page: number, address: 'push' | 'none') => {
    const before = state.getSnapshot().current;
    state.goTo(page);
    render(state.getSnapshot());
    if (address === 'push') writeAddress(props.blockId, { page }, 'push');
    return run(
      async (call) => {
        const html = await postListingRequest(pagedPayload('ultp_pagination', el, props, page, grid), call);
        onCleanup(await showPage(grid, html, { page, pages: props.pages }));
        items.wrote();
      },
      () => {
        state.goTo(before);
        render(state.getSnapshot());
      },
    );
  };

  el.addEventListener(
    'click',
    (event) => {
      const li = (event.target as Element).closest('li');
      if (!li || !el.contains(li)) return;
      event.preventDefault();
      const page = targetPage(
        { kind: slotKind(li), dataCurrent: li.getAttribute('data-current') },
        state.getSnapshot(),
      );
      if (page !== null) void show(page, 'push');
    },
    { signal },
  );

  // Back and Forward: the address's page, without another history entry.
  onAddressChange(() => {
    const page = pageToFetch(readAddress(props.blockId).page, state.getSnapshot().current, props.pages);
    if (page !== null) void show(page, 'none');
  }, signal);
  // A shared link on a store that did not render the address's page: fetch it once.
  const wanted = readAddress(props.blockId);
  const first = wanted.named ? pageToFetch(wanted.page, state.getSnapshot().current, props.pages) : null;
  if (first !== null) void show(first, 'none');
}

import type { BehaviourContext } from '@firsat/core/island';
import { paginationRenderer } from '@firsat/core/kit';
import { createPaginationState } from '@firsat/core/models';
import { addressWith, pageSwitch } from '../../shared/listing';
import { keepPagination, SLOT_SELECTOR, slotKind } from './markup';
import { targetPage } from './model';
import type { PostGridPaginationProps } from './props';

/**
 * Numbered pagination: core's pagination model decides which items show (first / last shortcuts
 * and dots by position, previous hidden on page 1, next on the last) and the centre labels, as
 * the plugin's `serial` / `showHide` did; a click (the items are links, so Enter works) asks
 * `ultp_pagination` for the page and replaces the grid's items (a detached control finds its
 * grid through `data-for`). Then the window goes back to 80 px above the block when the reader
 * was past it, focus goes to the block's heading, the page is announced, and the address gets
 * `?<blockId>_page=N` (`pushState`, where the plugin replaced the entry: Back shows the previous
 * page again); a shared link the store did not render is fetched once (the shared `pageSwitch`).
 * A failure logs SPEC §8's line and puts the list back.
 */
export function bindPostGridPagination(
  el: HTMLElement,
  context: BehaviourContext<PostGridPaginationProps>,
): void {
  const { props, signal, onCleanup } = context;
  const state = createPaginationState({ total: props.pages, current: Math.min(props.paged, props.pages) });
  const slots = [...el.querySelectorAll('li')];
  for (const restore of keepPagination(el, slots)) onCleanup(restore);
  const render = paginationRenderer(el, slots, SLOT_SELECTOR, (page) => addressWith(props.blockId, { page }));
  render(state.getSnapshot());

  const go = pageSwitch(el, context, {
    action: 'ultp_pagination',
    pages: props.pages,
    current: () => state.getSnapshot().current,
    set(page) {
      state.goTo(page);
      render(state.getSnapshot());
    },
  });
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
      if (page !== null) go(page);
    },
    { signal },
  );
}

import type { BehaviourContext } from '@firsat/core/island';
import { asButton, onAddressChange } from '@firsat/core/kit';
import {
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
import { readArrows } from './markup';
import { disabledArrows, pageToFetch, stepPage } from './model';
import type { PostGridNextPrevProps } from './props';

/**
 * Next/previous: a press on an arrow (both are keyboard buttons; the plugin's next arrow has no
 * href) moves the page by one and asks `ultp_next_prev` for it; the reply replaces the grid's
 * items, the window goes back to 80 px above the block when the reader was past it, focus goes to
 * the heading and the page is announced. The arrows get `ultp-disable` and `aria-disabled` on the
 * first and last page and ignore presses there. The address gets the page (`pushState`): Back
 * and Forward show it again, and a shared link the store did not render is fetched once. A call
 * still out when another page is chosen is aborted. A failure logs SPEC §8's line and puts the
 * page back.
 */
export function bindPostGridNextPrev(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<PostGridNextPrevProps>,
): void {
  const grid = gridOf(el);
  const arrows = readArrows(el);
  let page = Math.min(props.pagenum, props.pages);
  const items = keepOwnChildren(grid.items);
  onCleanup(() => items.restore());
  onCleanup(keepAttributes(el));
  if (grid.heading) onCleanup(keepAttributes(grid.heading));
  for (const arrow of [arrows.prev, arrows.next]) {
    if (!arrow) continue;
    onCleanup(keepAttributes(arrow));
    asButton(arrow, null, signal);
  }

  const render = () => {
    const off = disabledArrows(page, props.pages);
    for (const [arrow, disabled] of [
      [arrows.prev, off.prev],
      [arrows.next, off.next],
    ] as const) {
      if (!arrow) continue;
      if (arrow.classList.contains('ultp-disable') !== disabled)
        arrow.classList.toggle('ultp-disable', disabled);
      arrow.setAttribute('aria-disabled', String(disabled));
    }
    el.setAttribute('data-pagenum', String(page));
  };
  render();

  const run = createListingCalls(grid.wrapper, signal, onCleanup);
  const show = (to: number, address: 'push' | 'none') => {
    const before = page;
    page = to;
    render();
    if (address === 'push') writeAddress(props.blockId, { page: to }, 'push');
    return run(
      async (call) => {
        const html = await postListingRequest(pagedPayload('ultp_next_prev', el, props, to, grid), call);
        onCleanup(await showPage(grid, html, { page: to, pages: props.pages }));
        items.wrote();
      },
      () => {
        page = before;
        render();
      },
    );
  };

  for (const [arrow, direction] of [
    [arrows.prev, 'prev'],
    [arrows.next, 'next'],
  ] as const) {
    arrow?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const to = stepPage(direction, page, props.pages);
        if (to !== null) void show(to, 'push');
      },
      { signal },
    );
  }

  // Back and Forward: the address's page, without another history entry.
  onAddressChange(() => {
    const to = pageToFetch(readAddress(props.blockId).page, page, props.pages);
    if (to !== null) void show(to, 'none');
  }, signal);
  // A shared link on a store that did not render the address's page: fetch it once.
  const wanted = readAddress(props.blockId);
  const first = wanted.named ? pageToFetch(wanted.page, page, props.pages) : null;
  if (first !== null) void show(first, 'none');
}

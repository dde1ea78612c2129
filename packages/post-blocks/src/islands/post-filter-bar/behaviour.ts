import type { BehaviourContext } from '@firsat/core/island';
import { bindFilterTabs, plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import {
  applyFilteredReply,
  createListingCalls,
  filterPayload,
  gridOf,
  itemsOf,
  keepAttributes,
  keepOwnChildren,
  keepUniqueIds,
  parseFilteredReply,
  postListingMessages,
  postListingRequest,
  putBack,
  readAddress,
  writeAddress,
} from '../../shared/listing';
import { readTabs } from './markup';
import type { PostFilterBarProps } from './props';

/**
 * The filter bar (the kit's filter tabs: `filter-active` moved in the same frame, arrow keys,
 * Home and End, the flex menu's "more" button once the row wraps, Back and shared links): a link
 * asks `ultp_filter`, whose JSON `blocks` replace the grid's items and whose `pagination`
 * replaces the control its `paginationType` names (load more only when `paginationShow`; the
 * detached controls of the grid parent's `data-pagi` too) — the loader's observer mounts the new
 * control. The address gets the tab (`<blockId>_tab`, `pushState`, the page dropped). A request
 * still out when another link is chosen is aborted. The count (or "no posts") is announced. A
 * failure logs SPEC §8's line and puts the previous link back.
 */
export function bindPostFilterBar(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<PostFilterBarProps>,
): void {
  const grid = gridOf(el);
  const { tabs, tabValue } = readTabs(el);
  for (const a of tabs) onCleanup(keepAttributes(a));
  const items = keepOwnChildren(grid.items);
  const replaced: [Element, Element][] = [];
  onCleanup(() => {
    putBack(replaced);
    items.restore();
  });
  keepUniqueIds(grid.wrapper);

  const run = createListingCalls(grid.wrapper, signal, onCleanup);
  const show = (value: string, address: 'push' | 'none', undo: () => void) => {
    if (!grid.items) return undo();
    if (address === 'push') writeAddress(props.blockId, { tab: value, page: 1 }, 'push');
    void run(async (call) => {
      const reply = await postListingRequest(filterPayload(el, props, value, grid), call);
      await applyFilteredReply(grid, parseFilteredReply(reply), replaced);
      items.wrote();
      keepUniqueIds(grid.items);
      const count = itemsOf(grid.items).length;
      const filter = tabs.find((a) => tabValue(a) === value)?.textContent?.trim() ?? value;
      announce(
        count > 0
          ? postListingMessages.t(
              plural(count, { one: 'postFilterShownOne', other: 'postFilterShownOther' }),
              {
                filter,
                count,
              },
            )
          : postListingMessages.t('postNoResult', { filter }),
        'polite',
      );
    }, undo);
  };
  bindFilterTabs(el, {
    tabs,
    valueOf: tabValue,
    list: el.querySelector<HTMLElement>('ul.ultp-flex-menu'),
    addressTab: () => readAddress(props.blockId).tab,
    show,
    signal,
  });
}

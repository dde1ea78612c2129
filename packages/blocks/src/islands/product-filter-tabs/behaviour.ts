import { insertHtml } from '@firsat/core/html';
import type { BehaviourContext } from '@firsat/core/island';
import { bindFilterTabs, plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import * as v from 'valibot';
import {
  blockPlace,
  blockRequestMessages,
  createBlockCalls,
  filterPayload,
  keepAttributes,
  keepChildNodes,
  postBlockRequest,
  readAddress,
  writeAddress,
} from '../../shared/block-requests';
import type { ProductFilterTabsProps } from './props';

/**
 * Filter tabs (the kit's filter tabs: `filter-active` moved in the same frame, arrow keys, Home
 * and End, the flex menu's "more" button once the row wraps, Back and shared links): a tab asks
 * `wopb_filter` for the block's main content, which replaces the inside of
 * `.wopb-wrapper-main-content` (items, load more or pagination — the observer mounts the new
 * ones). The address gets the tab (`pushState`, the block's page dropped). A request still out
 * when another tab is chosen is aborted. The count (or "no product") is announced politely. A
 * failure logs SPEC §8's line and puts the previous tab back.
 */
export function bindProductFilterTabs(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductFilterTabsProps>,
): void {
  const wrapper = el.closest('.wopb-block-wrapper');
  const main = wrapper?.querySelector('.wopb-wrapper-main-content') ?? null;
  const tabs = [...el.querySelectorAll<HTMLAnchorElement>('li.filter-item > a')];
  const tabValue = (a: Element) => a.getAttribute('data-taxonomy') ?? '';
  for (const a of tabs) onCleanup(keepAttributes(a));
  if (main) onCleanup(keepChildNodes(main));

  const run = createBlockCalls(wrapper, signal, onCleanup);
  const show = (value: string, address: 'push' | 'none', undo: () => void) => {
    if (!main) return undo();
    if (address === 'push') writeAddress(props.blockId, { tab: value, page: 1 }, 'push');
    void run(async (call) => {
      const payload = v.parse(filterPayload, {
        action: 'wopb_filter',
        taxtype: props.taxtype,
        taxonomy: value,
        blockId: props.blockId,
        blockName: props.blockName,
        currentUrl: props.currentUrl,
        ...blockPlace(el, props.postId),
      });
      const html = await postBlockRequest(payload, call);
      await insertHtml(main, html, 'inner');
      const count = main.querySelectorAll('.wopb-block-item').length;
      const tab = tabs.find((a) => tabValue(a) === value)?.textContent?.trim() ?? value;
      announce(
        count > 0
          ? blockRequestMessages.t(
              plural(count, { one: 'listingTabShownOne', other: 'listingTabShownOther' }),
              {
                tab,
                count,
              },
            )
          : blockRequestMessages.t('listingNoResult', { tab }),
        'polite',
      );
    }, undo);
  };
  bindFilterTabs(el, {
    tabs,
    valueOf: tabValue,
    list: el.querySelector<HTMLElement>('ul.wopb-flex-menu'),
    addressTab: () => readAddress(props.blockId).tab,
    show,
    signal,
  });
}

import { insertHtml } from '@firsat/core/html';
import type { BehaviourContext } from '@firsat/core/island';
import { bindFocusKeys, flexMenuWhenWrapped, onAddressChange, plural } from '@firsat/core/kit';
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
import { filterTabKeys, type TabsState, tabFromAddress } from './model';
import type { ProductFilterTabsProps } from './props';

const ACTIVE = 'filter-active';

/**
 * Filter tabs: a click on a tab moves `filter-active` to it in the same frame, then
 * `wopb_filter` answers the block's main content for that tab, which replaces the inside of
 * `.wopb-wrapper-main-content` (items, load more or pagination — the observer mounts the new
 * ones). Arrow keys, Home and End move between the tabs; the active one is `aria-current`. The
 * address gets the tab (`pushState`, the block's page dropped); Back shows the previous tab
 * again. A request still out when another tab is chosen is aborted. The count (or "no product")
 * is announced politely. A failure logs SPEC §8's line and puts the previous tab back. On a
 * narrow block the tabs that would wrap collapse behind a "more" button (the kit's flexMenu, whose code comes only once the row wraps).
 */
export function bindProductFilterTabs(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductFilterTabsProps>,
): void {
  const wrapper = el.closest('.wopb-block-wrapper');
  const main = wrapper?.querySelector('.wopb-wrapper-main-content') ?? null;
  const tabs = [...el.querySelectorAll<HTMLAnchorElement>('li.filter-item > a')];
  const tabValue = (a: Element) => a.getAttribute('data-taxonomy') ?? '';
  const state: TabsState = {
    values: tabs.map(tabValue),
    active: tabValue(tabs.find((a) => a.classList.contains(ACTIVE)) ?? tabs[0] ?? el),
  };
  for (const a of tabs) onCleanup(keepAttributes(a));
  if (main) onCleanup(keepChildNodes(main));

  const render = () => {
    for (const a of tabs) {
      const on = tabValue(a) === state.active;
      if (a.classList.contains(ACTIVE) !== on) a.classList.toggle(ACTIVE, on);
      if (on) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  };
  render();

  const run = createBlockCalls(wrapper, signal, onCleanup);
  const choose = (value: string, address: 'push' | 'none') => {
    if (!main) return Promise.resolve();
    const before = state.active;
    state.active = value;
    render();
    if (address === 'push') writeAddress(props.blockId, { tab: value, page: 1 }, 'push');
    return run(
      async (call) => {
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
                { tab, count },
              )
            : blockRequestMessages.t('listingNoResult', { tab }),
          'polite',
        );
      },
      () => {
        state.active = before;
        render();
      },
    );
  };

  el.addEventListener(
    'click',
    (event) => {
      const a = (event.target as Element).closest('li.filter-item > a');
      if (!a || !el.contains(a)) return;
      event.preventDefault();
      if (tabValue(a) !== state.active) void choose(tabValue(a), 'push');
    },
    { signal },
  );
  // The tabs that would wrap go behind a "more" button (the plugin's flexMenu()); the arrow keys
  // move among the tabs in view, and among those in the popup while it is open.
  const list = el.querySelector<HTMLElement>('ul.wopb-flex-menu');
  if (list) void flexMenuWhenWrapped(list, { signal });
  bindFocusKeys(el, { items: () => tabs.filter((a) => !a.closest('[hidden]')), ...filterTabKeys, signal });

  const fromAddress = () =>
    tabFromAddress({ ...state, active: state.values[0] ?? '' }, readAddress(props.blockId).tab);
  // Back and Forward: the address's tab, without another history entry.
  onAddressChange(() => {
    const wanted = fromAddress();
    if (wanted !== state.active) void choose(wanted, 'none');
  }, signal);
  // A shared link on a store that did not render the address's tab: fetch it once.
  const wanted = tabFromAddress(state, readAddress(props.blockId).tab);
  if (wanted !== state.active) void choose(wanted, 'none');
}

import { onAddressChange } from '../address/index';
import { flexMenuWhenWrapped } from '../flex-menu/index';
import { bindFocusKeys, type FocusListKeys } from '../focus-list/index';

// The filter tabs of a block plugin's listing (`ul.wopb-flex-menu` / `ul.ultp-flex-menu` of
// `li.filter-item > a[data-taxonomy]`): the product blocks' filter tabs and the post blocks'
// filter bar.

/** The tab values of a filter bar, in order, and the active one. */
export interface TabsState {
  values: string[];
  active: string;
}

/**
 * The tab the address names, when the bar has it; otherwise the printed active one. A value the
 * bar does not offer is ignored (a stale or forged link).
 */
export function tabFromAddress(state: TabsState, fromAddress: string | null): string {
  return fromAddress !== null && state.values.includes(fromAddress) ? fromAddress : state.active;
}

/**
 * The tabs' keys (core's focus list): every arrow moves the focus, wrapping; Home and End jump.
 * The tabs stay links, each in the Tab order, so the focus moves without a roving tab stop.
 */
export const filterTabKeys = { wrap: true } as const satisfies FocusListKeys;

/** What `bindFilterTabs` needs of a plugin's filter bar. */
export interface FilterTabsOptions {
  /** the bar's links, `li.filter-item > a[data-taxonomy]` */
  tabs: readonly HTMLAnchorElement[];
  /** the value a link names ('' is all) */
  valueOf(a: Element): string;
  /** the printed `ul.<prefix>-flex-menu`, if any */
  list: HTMLElement | null;
  /** the tab the address names (the plugin binding's `readAddress(blockId).tab`) */
  addressTab(): string | null;
  /**
   * the tab chosen, its link already active: fetch and show it (`push`: the reader chose it;
   * `none`: Back or a shared link); `undo` puts the previous link back
   */
  show(value: string, address: 'push' | 'none', undo: () => void): void;
  signal: AbortSignal;
}

const ACTIVE = 'filter-active';

/**
 * A filter bar's links: a click moves `filter-active` (and `aria-current`) in the same frame and
 * calls `show`; arrow keys, Home and End move between the links in view (the kit's focus keys);
 * the links that would wrap go behind a "more" button (the kit's flexMenu, whose code comes only
 * once the row wraps); Back and Forward show the address's tab, and a shared link's tab is shown
 * once at start. The caller keeps the links' attributes for its cleanup.
 */
export function bindFilterTabs(el: HTMLElement, o: FilterTabsOptions): void {
  const { tabs, valueOf: tabValue, signal } = o;
  const state: TabsState = {
    values: tabs.map(tabValue),
    active: tabValue(tabs.find((a) => a.classList.contains(ACTIVE)) ?? tabs[0] ?? el),
  };
  const render = () => {
    for (const a of tabs) {
      const on = tabValue(a) === state.active;
      if (a.classList.contains(ACTIVE) !== on) a.classList.toggle(ACTIVE, on);
      if (on) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  };
  render();
  const choose = (value: string, address: 'push' | 'none') => {
    const before = state.active;
    state.active = value;
    render();
    o.show(value, address, () => {
      state.active = before;
      render();
    });
  };
  el.addEventListener(
    'click',
    (event) => {
      const a = (event.target as Element).closest('li.filter-item > a');
      if (!a || !el.contains(a)) return;
      event.preventDefault();
      if (tabValue(a) !== state.active) choose(tabValue(a), 'push');
    },
    { signal },
  );
  if (o.list) void flexMenuWhenWrapped(o.list, { signal });
  bindFocusKeys(el, { items: () => tabs.filter((a) => !a.closest('[hidden]')), ...filterTabKeys, signal });
  // Back and Forward: the address's tab (the first, all, when it names none).
  onAddressChange(() => {
    const wanted = tabFromAddress({ ...state, active: state.values[0] ?? '' }, o.addressTab());
    if (wanted !== state.active) choose(wanted, 'none');
  }, signal);
  // A shared link on a store that did not render the address's tab: show it once.
  const wanted = tabFromAddress(state, o.addressTab());
  if (wanted !== state.active) choose(wanted, 'none');
}

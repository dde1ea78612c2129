import { keepAttributes, onAddressChange } from '@firsat/core/kit';
import { gridOf } from './grid';
import { keepOwnChildren } from './own-children';
import { showPage } from './page-shown';
import { pagedPayload } from './payload';
import { createListingCalls, postListingRequest, readAddress, writeAddress } from './plugin';
import type { GridAttributes } from './props';

/** What a page-switching control (next/previous, numbered pages) tells the switch. */
export interface PageSwitchControl {
  action: 'ultp_next_prev' | 'ultp_pagination';
  pages: number;
  /** the page the control shows */
  current(): number;
  /** shows `page` in the control (its arrows or items); the switch calls it again to undo */
  set(page: number): void;
}

/** The address's page, when it is one of the control's and not the one shown. */
export const pageToFetch = (wanted: number, shown: number, pages: number): number | null =>
  wanted !== shown && wanted >= 1 && wanted <= pages ? wanted : null;

/**
 * A control that replaces its grid's items with another page: `go(page)` sets the control, puts
 * the page in the address (`pushState`), asks `control.action` for it and shows the reply
 * (`showPage`); a failure logs SPEC §8's line and sets the control back. Back and Forward show
 * the address's page without another history entry, and a shared link the store did not render
 * is fetched once. A call still out when another page is chosen is aborted. The grid's items and
 * heading are given back on cleanup while they still hold what this control put there.
 */
export function pageSwitch(
  el: HTMLElement,
  {
    props,
    signal,
    onCleanup,
  }: { props: GridAttributes; signal: AbortSignal; onCleanup(undo: () => void): void },
  control: PageSwitchControl,
): (page: number) => void {
  const grid = gridOf(el);
  const items = keepOwnChildren(grid.items);
  onCleanup(() => items.restore());
  if (grid.heading) onCleanup(keepAttributes(grid.heading));
  const run = createListingCalls(grid.wrapper, signal, onCleanup);
  const show = (page: number, address: 'push' | 'none') => {
    const before = control.current();
    control.set(page);
    if (address === 'push') writeAddress(props.blockId, { page }, 'push');
    return run(
      async (call) => {
        const html = await postListingRequest(pagedPayload(control.action, el, props, page, grid), call);
        onCleanup(await showPage(grid, html, { page, pages: control.pages }));
        items.wrote();
      },
      () => control.set(before),
    );
  };
  onAddressChange(() => {
    const page = pageToFetch(readAddress(props.blockId).page, control.current(), control.pages);
    if (page !== null) void show(page, 'none');
  }, signal);
  const wanted = readAddress(props.blockId);
  const first = wanted.named ? pageToFetch(wanted.page, control.current(), control.pages) : null;
  if (first !== null) void show(first, 'none');
  return (page) => void show(page, 'push');
}

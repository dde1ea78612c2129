import type { PaginationSnapshot } from '@firsat/core/models';
import { addressWith } from '../../shared/block-requests';
import { SLOT_SELECTOR } from './markup';

/**
 * `render(snapshot)` for the printed list: each slot shown or hidden, the active one marked, the
 * centre links relabelled, every link's address and `aria-current`. Writes only what differs.
 */
export function paginationRenderer(
  el: HTMLElement,
  slots: readonly HTMLLIElement[],
  blockId: string,
): (snapshot: PaginationSnapshot) => void {
  const centre = slots.filter((li) => li.matches(SLOT_SELECTOR.page));
  return (snapshot) => {
    el.setAttribute('data-paged', String(snapshot.current));
    const centreItems = snapshot.items.filter((item) => item.kind === 'page');
    for (const item of snapshot.items) {
      const targets =
        item.kind === 'page'
          ? [centre[centreItems.indexOf(item)]]
          : slots.filter((li) => li.matches(SLOT_SELECTOR[item.kind]));
      for (const li of targets) {
        if (!li) continue;
        if ((li.style.display === 'none') !== item.hidden) li.style.display = item.hidden ? 'none' : '';
        if (li.classList.contains('pagination-active') !== item.active)
          li.classList.toggle('pagination-active', item.active);
        const a = li.querySelector('a');
        if (item.page === null || !a) continue;
        if (item.kind === 'page' && li.getAttribute('data-current') !== String(item.page)) {
          li.setAttribute('data-current', String(item.page));
          a.textContent = String(item.page);
        }
        const href = addressWith(blockId, { page: item.page });
        if (a.getAttribute('href') !== href) a.setAttribute('href', href);
        if (item.active) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
      }
    }
  };
}

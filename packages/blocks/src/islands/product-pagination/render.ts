import { paginationRenderer as renderer } from '@firsat/core/kit';
import type { PaginationSnapshot } from '@firsat/core/models';
import { addressWith } from '../../shared/block-requests';
import { SLOT_SELECTOR } from './markup';

/**
 * `render(snapshot)` for the printed list (the kit's pagination renderer): each slot shown or
 * hidden, the active one marked, the centre links relabelled, every link's address
 * (`?paged-<blockId>=N`) and `aria-current`. Writes only what differs.
 */
export const paginationRenderer = (
  el: HTMLElement,
  slots: readonly HTMLLIElement[],
  blockId: string,
): ((snapshot: PaginationSnapshot) => void) =>
  renderer(el, slots, SLOT_SELECTOR, (page) => addressWith(blockId, { page }));

import { canLoadMore } from '@firsat/core/models';

/** Where a load-more button is: pages shown, pages in all, and whether a call is out. */
export interface LoadMoreState {
  shown: number;
  pages: number;
  busy: boolean;
}

/** The page the next click asks for, or null (disabled on the last page, or a call is out). */
export function nextPage(state: LoadMoreState): number | null {
  return !state.busy && canLoadMore(state.shown, state.pages) ? state.shown + 1 : null;
}

/** The button is disabled when the shown page equals the number of pages (SPEC §4). */
export const isDisabled = (state: LoadMoreState): boolean => !canLoadMore(state.shown, state.pages);

/** Where a grid's appended pages are: pages shown, pages in all, a call out, the end reached. */
export interface FeedState {
  shown: number;
  pages: number;
  busy: boolean;
  /** an empty reply ended infinite scroll before `pages` */
  ended: boolean;
}

/** The page the next click or scroll asks for, or null (the last page shown, a call out, the end). */
export function nextPage(state: FeedState): number | null {
  return !state.busy && !state.ended && state.shown < state.pages ? state.shown + 1 : null;
}

/** The button is disabled once the shown page equals the number of pages (SPEC §4). */
export const isDisabled = (state: FeedState): boolean => state.ended || state.shown >= state.pages;

/** Which call a trigger sends: the button `ultp_next_prev`, infinite scroll `ultp_pagination` (post-blocks.md §1). */
export const feedAction = (infinite: boolean): 'ultp_next_prev' | 'ultp_pagination' =>
  infinite ? 'ultp_pagination' : 'ultp_next_prev';

/** The spacer the plugin puts between post-module pages (they float). */
export const needsSpacer = (blockName: string): boolean => blockName.includes('post-module');

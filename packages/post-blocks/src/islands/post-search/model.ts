import { arrowStep, type FocusListKeys, focusListTarget } from '@firsat/core/kit';
import { createSnapshotStore, type Subscribable } from '@firsat/core/models';

/** SPEC §4/§5: under 3 characters the search shows nothing and paging goes back to 1. */
export const MIN_SEARCH_CHARS = 3;
/** Results per request without “view all” (the plugin's 10). */
export const DEFAULT_PER_PAGE = 10;

/** Whether the text makes a search (3+ characters, spaces at the ends not counted). */
export const shouldSearch = (text: string): boolean => [...text.trim()].length >= MIN_SEARCH_CHARS;

/**
 * The results page the plugin opens: `<home>/?s=<text>`, with `ultp_exclude=<JSON of the left
 * out post types>` when there are any — the text encoded, unlike the plugin's.
 */
export function resultsPageUrl(home: string, text: string, exclude: readonly string[]): string {
  const url = new URL(home.endsWith('/') ? home : `${home}/`);
  url.search = '';
  url.searchParams.set('s', text);
  if (exclude.length) url.searchParams.set('ultp_exclude', JSON.stringify(exclude));
  return url.toString();
}

/** The list's keys (core's focus list), read in the input: Down and Up, wrapping; Home and End stay the input's. */
export const searchListKeys = {
  orientation: 'vertical',
  wrap: true,
  homeEnd: false,
} as const satisfies FocusListKeys;

export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** whether the results box shows (Escape and a press outside hide it, the text stays) */
  open: boolean;
  /** the page of results asked for last (1 after every new text) */
  paged: number;
  /** the server's `post_count`: every match */
  total: number;
  /** the results in the list */
  shown: number;
  /** a “view all” page is on its way */
  more: boolean;
  /** the highlighted option (results, then “view all” when it shows); -1 none */
  highlighted: number;
  /** the number of the request whose answer counts */
  request: number;
}

/** One request the view sends: its number and page. */
export interface SearchRequest {
  request: number;
  paged: number;
}

const INITIAL: SearchState = {
  status: 'idle',
  open: false,
  paged: 1,
  total: 0,
  shown: 0,
  more: false,
  highlighted: -1,
  request: 0,
};

/** The matches not in the list yet (the count “view all” shows). */
export const remaining = (state: SearchState): number => Math.max(0, state.total - state.shown);

export interface SearchModel extends Subscribable<SearchState> {
  /** The text changed: the request to send, or null (under 3 characters: cleared, paging reset). */
  change(text: string): SearchRequest | null;
  /** “View all”: the next page, or null when nothing remains or a page is on its way. */
  more(): SearchRequest | null;
  /** The answer of `request`: the matches in all and the results now in the list. */
  resolved(request: number, total: number, shown: number): void;
  /** `request` failed (not aborted). */
  failed(request: number): void;
  /** A key of the list; true when it is the list's. */
  move(key: string): boolean;
  highlight(index: number): void;
  /** Shows the results again (a press in the input). */
  reopen(): void;
  /** Escape or a press outside: hides the results, keeps them. */
  close(): void;
  /** The options: the results, and “view all” after them while it shows. */
  optionCount(): number;
  /** Whether “view all” shows. */
  viewAllShown(): boolean;
}

/** The advanced search's state: no DOM, no network. `viewAll`: the block's “view all” switch. */
export function createSearchModel(viewAll: boolean): SearchModel {
  const store = createSnapshotStore<SearchState>(INITIAL);
  const get = store.getSnapshot;
  const set = (patch: Partial<SearchState>) => store.set({ ...get(), ...patch });
  const viewAllShown = () => viewAll && get().status === 'results' && remaining(get()) > 0;
  const optionCount = () => get().shown + (viewAllShown() ? 1 : 0);
  return {
    getSnapshot: get,
    subscribe: store.subscribe,
    change(text) {
      const request = get().request + 1;
      if (!shouldSearch(text)) {
        store.set({ ...INITIAL, request });
        return null;
      }
      set({ status: 'loading', open: true, paged: 1, more: false, highlighted: -1, request });
      return { request, paged: 1 };
    },
    more() {
      const state = get();
      if (!viewAllShown() || state.more) return null;
      const request = state.request + 1;
      const paged = state.paged + 1;
      set({ paged, more: true, request });
      return { request, paged };
    },
    resolved(request, total, shown) {
      if (request !== get().request) return;
      set({
        status: shown > 0 ? 'results' : 'empty',
        total,
        shown,
        more: false,
        // after “view all” the highlight stays where it was (the first new result takes its place)
        highlighted: get().more ? Math.min(get().highlighted, shown - 1) : -1,
      });
    },
    failed(request) {
      if (request !== get().request) return;
      if (get().more) set({ more: false, paged: get().paged - 1 });
      else set({ status: 'error', total: 0, shown: 0, highlighted: -1 });
    },
    move(key) {
      const state = get();
      const next = focusListTarget(key, state.open ? state.highlighted : -1, optionCount(), searchListKeys);
      if (next !== null) set({ open: true, highlighted: next });
      return arrowStep(key, searchListKeys) !== null;
    },
    highlight(index) {
      if (index >= -1 && index < optionCount()) set({ highlighted: index });
    },
    reopen() {
      if (get().status !== 'idle') set({ open: true });
    },
    close() {
      set({ open: false, highlighted: -1 });
    },
    optionCount,
    viewAllShown,
  };
}

import { arrowStep, type FocusListKeys, focusListTarget } from '@firsat/core/kit';
import { createSnapshotStore, type Subscribable } from '@firsat/core/models';

/** The block searches from this many characters on (or with a category chosen). SPEC §5. */
export const MIN_SEARCH_CHARS = 3;

/** One result of the reply: a matching category or a product. */
export interface SearchResult {
  kind: 'term' | 'product';
  url: string;
  /** plain text */
  name: string;
  image?: string;
  /** the price as text ("1.299,00 ₺") */
  price?: string;
}

/** The reply's groups as the plugin prints them: "Categories", then "Products". */
export interface SearchGroup {
  label: string;
  results: SearchResult[];
}

export interface SearchReply {
  groups: SearchGroup[];
  /** the server's empty-result heading, when it sent one */
  emptyText?: string;
}

export type SearchStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchState {
  status: SearchStatus;
  groups: SearchGroup[];
  emptyText?: string;
  /** whether the popup shows (Escape hides it and keeps the text) */
  open: boolean;
  /** index into the flattened results; -1 = none */
  highlighted: number;
  /** the number of the request whose answer counts; 0 before the first */
  request: number;
}

/** Whether a text and category make a search (SPEC §5: 3+ characters or a chosen category). */
export const shouldSearch = (query: string, category: string): boolean =>
  [...query.trim()].length >= MIN_SEARCH_CHARS || category !== '';

/** The search results page the plugin's redirect opens: `<home>?s=<q>[&product_cat=<cat>]`. */
export function resultsPageUrl(home: string, query: string, category: string): string {
  const url = new URL(home);
  url.search = '';
  url.searchParams.set('s', query);
  if (category) url.searchParams.set('product_cat', category);
  return url.toString();
}

/** Every result in the order the list shows them. */
export const flatResults = (groups: SearchGroup[]): SearchResult[] => groups.flatMap((g) => g.results);

/**
 * The results list's keys (core's focus list), read in the input: Down and Up, wrapping, the
 * first press from the input going to the first or last result; Home and End stay the input's.
 */
export const searchListKeys = {
  orientation: 'vertical',
  wrap: true,
  homeEnd: false,
} as const satisfies FocusListKeys;

const INITIAL: SearchState = { status: 'idle', groups: [], open: false, highlighted: -1, request: 0 };

export interface SearchModel extends Subscribable<SearchState> {
  /**
   * The text or category changed: answers the new request's number, or null when the text no
   * longer qualifies — the results are then cleared. The view runs the request (createLatest,
   * which aborts the one out); an older number's answer or failure is ignored here.
   */
  change(query: string, category: string): number | null;
  /** The answer of `request`; an older request's answer is ignored. */
  resolved(request: number, reply: SearchReply): void;
  /** `request` failed (not aborted). */
  failed(request: number): void;
  /**
   * A key of the results list ({@link searchListKeys}): Down and Up move the highlight, wrapping,
   * and open the popup again when it has results. True when the key is the list's.
   */
  move(key: string): boolean;
  /** Pointer over a result. */
  highlight(index: number): void;
  /** Escape or a press outside: hides the popup, keeps the results for later. */
  close(): void;
  /** The highlighted result, if any. */
  current(): SearchResult | undefined;
}

/** The product search's state: no DOM, no network — the view feeds it and sends the requests. */
export function createSearchModel(): SearchModel {
  const store = createSnapshotStore<SearchState>(INITIAL);
  const set = (patch: Partial<SearchState>) => store.set({ ...store.getSnapshot(), ...patch });
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    change(query, category) {
      const request = store.getSnapshot().request + 1;
      if (!shouldSearch(query, category)) {
        store.set({ ...INITIAL, request });
        return null;
      }
      set({ status: 'loading', open: true, highlighted: -1, request });
      return request;
    },
    resolved(request, reply) {
      if (request !== store.getSnapshot().request) return;
      const empty = flatResults(reply.groups).length === 0;
      set({
        status: empty ? 'empty' : 'results',
        groups: reply.groups,
        emptyText: reply.emptyText,
        highlighted: -1,
      });
    },
    failed(request) {
      if (request !== store.getSnapshot().request) return;
      set({ status: 'error', groups: [], highlighted: -1 });
    },
    move(key) {
      const state = store.getSnapshot();
      const count = flatResults(state.groups).length;
      const next = focusListTarget(key, state.open ? state.highlighted : -1, count, searchListKeys);
      if (next !== null) set({ open: true, highlighted: next });
      return arrowStep(key, searchListKeys) !== null;
    },
    highlight(index) {
      const count = flatResults(store.getSnapshot().groups).length;
      if (index >= -1 && index < count) set({ highlighted: index });
    },
    close() {
      set({ open: false, highlighted: -1 });
    },
    current() {
      const state = store.getSnapshot();
      return state.open ? flatResults(state.groups)[state.highlighted] : undefined;
    },
  };
}

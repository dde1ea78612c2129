/**
 * Which tab of the single product tabs is open (WooCommerce's single-product.js rules, SPEC §2),
 * and where the arrow keys move focus. Plain functions of the tab keys (`description`,
 * `additional_information`, `reviews`, …) and the page address, and the open tab over time
 * (`createTabsState`); no DOM.
 */
import type { FocusListKeys } from '@firsat/core/kit';
import { createSnapshotStore, type Subscribable } from '@firsat/core/models';

/** The part of the page address the opening rules read. */
export interface TabAddress {
  /** `location.hash`, e.g. `#reviews` or `#comment-12` (or empty). */
  hash: string;
  /** `location.href`, for `comment-page-N` in the path or a `cpage` query. */
  href: string;
}

export const REVIEWS_TAB = 'reviews';
export const ADDITIONAL_INFORMATION_TAB = 'additional_information';

const REVIEW_ANCHORS = new Set(['#reviews', '#tab-reviews', '#comments', '#respond', '#review_form']);
const REVIEW_ITEM = /^#(comment|review)-\d+$/i;

/** A fragment that points into the reviews: `#reviews`, `#comments`, `#comment-12`, `#review-12`. */
export function isReviewAnchor(hash: string): boolean {
  const h = hash.toLowerCase();
  return REVIEW_ANCHORS.has(h) || REVIEW_ITEM.test(h);
}

/** A comment-page parameter: `…/comment-page-2/` in the path or `cpage=2` in the query. */
export function hasCommentPage(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost/');
  } catch {
    return false;
  }
  return /\/comment-page-\d+/.test(url.pathname) || url.searchParams.has('cpage');
}

/**
 * The tab a fragment names: a review anchor names the reviews tab, `#tab-<key>` names that tab.
 * Null when the fragment names no tab of `keys`.
 */
export function tabForHash(keys: readonly string[], hash: string): string | null {
  if (isReviewAnchor(hash)) return keys.includes(REVIEWS_TAB) ? REVIEWS_TAB : null;
  const match = /^#tab-(.+)$/.exec(hash);
  const key = match?.[1];
  return key !== undefined && keys.includes(key) ? key : null;
}

/**
 * The tab open when the page loads: reviews for a review or comment anchor or a comment-page
 * parameter; additional information for `#tab-additional_information`; otherwise the first tab.
 * (Any other `#tab-<key>` opens its tab too, as a hash change does.)
 */
export function initialTab(keys: readonly string[], address: TabAddress): string | null {
  const first = keys[0] ?? null;
  if (isReviewAnchor(address.hash) || hasCommentPage(address.href)) {
    return keys.includes(REVIEWS_TAB) ? REVIEWS_TAB : first;
  }
  return tabForHash(keys, address.hash) ?? first;
}

/**
 * The tab list's keys (core's focus list): Left and Right move a roving tab stop, wrapping around;
 * Home and End jump. The tab a key reaches opens at once (automatic activation, as the classic tabs).
 */
export const tabListKeys = { orientation: 'horizontal', wrap: true } as const satisfies FocusListKeys;

/** The open tab's key over time. */
export interface TabsState extends Subscribable<string> {
  /** Opens the tab `key` (a click, a key, a hash change, a review link); unknown keys are ignored. */
  open(key: string): void;
}

/** Starts on the tab the address names (see {@link initialTab}); `''` when there are no tabs. */
export function createTabsState(keys: readonly string[], address: TabAddress): TabsState {
  const store = createSnapshotStore(initialTab(keys, address) ?? '');
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    open(key) {
      if (keys.includes(key)) store.set(key);
    },
  };
}

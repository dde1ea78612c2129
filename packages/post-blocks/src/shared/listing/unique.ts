/** Where the plugin keeps the unique-content map (post-blocks.md §6, SPEC §3). */
export const UNIQUE_IDS_KEY = 'ultp_uniqueIds';

const SPAN = '.ultp-current-unique-posts';

/**
 * Keeps the map of the post ids shown so far, as the newest `span.ultp-current-unique-posts`
 * under `root` prints it (`data-ultp-unique-ids`), in `sessionStorage.ultp_uniqueIds` — on load
 * and after every reply, so that grids on one page never repeat a post. Nothing is written when
 * the page prints no span (the block's unique-content option is off).
 */
export function keepUniqueIds(root: ParentNode | null): void {
  const spans = root ? [...root.querySelectorAll(SPAN)] : [];
  const map = spans.at(-1)?.getAttribute('data-ultp-unique-ids');
  if (map === null || map === undefined || map === '') return;
  try {
    sessionStorage.setItem(UNIQUE_IDS_KEY, map);
  } catch {
    // storage refused (private mode, quota): the server then repeats what it would repeat
  }
}

/**
 * The two unique-content fields every listing call sends: the stored map as it is, and the
 * grid's current posts (`data-current-unique-posts`). The plugin sent `[]` — which jQuery leaves
 * out — when either is missing; so are they here.
 */
export function uniqueFields(root: ParentNode | null): {
  ultpUniqueIds?: string;
  ultpCurrentUniquePosts?: string;
} {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(UNIQUE_IDS_KEY);
  } catch {
    stored = null;
  }
  const current = root?.querySelector(SPAN)?.getAttribute('data-current-unique-posts');
  return {
    ...(stored ? { ultpUniqueIds: stored } : {}),
    ...(current ? { ultpCurrentUniquePosts: current } : {}),
  };
}

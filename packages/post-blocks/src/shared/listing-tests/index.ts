// Test hooks shared by the post listing islands' tests (an area of its own, so no island's chunk
// reaches vitest's globals through the listing area's index).
import { setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import { fakeFetch, TEST_SETTINGS } from '@firsat/core/testing';

/** The post titles shown, in order. */
export const postTitles = (): (string | null)[] =>
  [...document.querySelectorAll('.ultp-block-title a')].map((a) => a.textContent);

/** The first grid block as it stands. */
export const gridHtml = (): string | undefined => document.querySelector('.ultp-post-grid-block')?.outerHTML;

/** The fields of a sent form body. */
export const fields = (body: string | undefined): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(body ?? ''));

/**
 * Registers the hooks of a post listing island's tests: its messages loaded,
 * `ultp_data_frontend` with the page's nonce, a fresh client, storage and address (`/blog/`) per
 * test, and every started island stopped after it. `serve` answers the calls; `track` keeps a
 * `stop`.
 */
export function postListingTestHooks(messages?: { load(): Promise<void> }) {
  const stops: (() => void)[] = [];
  beforeAll(() => messages?.load());
  beforeEach(() => {
    configure({
      ...TEST_SETTINGS,
      ajaxUrl: '/wp-admin/admin-ajax.php',
      postBlocks: { security: 'page-nonce' },
    });
    setHttpClient(undefined);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/blog/');
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });
  return {
    track(stop: () => void) {
      stops.push(stop);
    },
    serve(reply: Parameters<typeof fakeFetch>[0]) {
      const fake = fakeFetch(reply);
      vi.stubGlobal('fetch', fake.fetch);
      return fake.requests;
    },
  };
}

/** The fields of `ultp_next_prev` / `ultp_pagination` as sent, in SPEC §7's order (no filter, no unique content). */
export const PAGED_FIELD_ORDER = [
  'action',
  'paged',
  'blockId',
  'postId',
  'exclude',
  'blockName',
  'builder',
  'filterValue',
  'filterType',
  'widgetBlockId',
  'wpnonce',
];

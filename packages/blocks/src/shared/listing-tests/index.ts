// Test hooks shared by the listing islands' tests (an area of its own, so no island's chunk
// reaches vitest's globals through the area's index).
import { setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import { fakeFetch, TEST_SETTINGS } from '@firsat/core/testing';

/** The block of a fixture page as it stands (the live region sits beside it). */
export const blockHtml = (): string | undefined =>
  document.querySelector('.wp-block-product-blocks-product-grid-1')?.outerHTML;

/** The product names shown, in order. */
export const itemNames = (): (string | null)[] =>
  [...document.querySelectorAll('.wopb-block-title a')].map((a) => a.textContent);

/**
 * Registers the hooks of a listing island's tests: its messages loaded, `wopb_core` with the
 * page's nonce and `urls`, a fresh client, storage and address (`/vitrin/`) per test, and every
 * started island stopped after it. `serve` answers the calls; `track` keeps a `stop`.
 */
export function listingTestHooks(urls: Record<string, string>, messages?: { load(): Promise<void> }) {
  const stops: (() => void)[] = [];
  beforeAll(() => messages?.load());
  beforeEach(() => {
    configure({ ...TEST_SETTINGS, productBlocks: { security: 'page-nonce', urls } });
    setHttpClient(undefined);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/vitrin/');
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

// The core HTTP client against the real demo store (real SQLite, real nonces), not a fake fetch:
// the REST nonce printed in the page expires, the client fetches a fresh one and retries once;
// per_page=-1 follows the server's Link headers.
import { createHttpClient } from '@firsat/core/http';
import { type RunningServer, startServer } from '../server/start-server';
import { createTestClient, readGlobal } from '../server/testing';

let server: RunningServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startServer({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    nonceTtlSeconds: 60,
    now: () => clock,
  });
});
afterAll(() => server.close());

async function visitor() {
  const browser = createTestClient(server.url);
  const page = await (await browser.fetch('/')).text();
  const wpApiSettings = readGlobal(page, 'wpApiSettings') as { root: string; nonce: string };
  const fetches: string[] = [];
  const http = createHttpClient({
    settings: () => ({
      ajaxUrl: `${server.url}/wp-admin/admin-ajax.php`,
      wcAjaxUrl: `${server.url}/?wc-ajax=%%endpoint%%`,
      restRoot: wpApiSettings.root.startsWith('http')
        ? wpApiSettings.root
        : `${server.url}${wpApiSettings.root}`,
      restNonce: wpApiSettings.nonce,
      nonceEndpoint: `${server.url}/wp-admin/admin-ajax.php?action=rest-nonce`,
    }),
    fetch: (input, init) => {
      const request = new Request(input, init);
      fetches.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return browser.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : init?.body,
      });
    },
  });
  return { http, fetches, printedNonce: wpApiSettings.nonce };
}

test('per_page=-1 fetches every post, 100 a page, following the Link headers', async () => {
  const { http, fetches } = await visitor();
  const posts = await http.rest<{ id: number }[]>('wp/v2/posts', { query: { per_page: -1 } });
  expect(posts.length).toBeGreaterThan(100);
  expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
  const pages = fetches.filter((f) => f.includes('/wp/v2/posts'));
  expect(pages.length).toBe(Math.ceil(posts.length / 100));
  expect(pages[0]).toContain('per_page=100');
  expect(pages[0]).toContain('_locale=user');
});

test('an expired nonce is refreshed from the server and the request retried once', async () => {
  const { http, fetches, printedNonce } = await visitor();
  // Two nonce lifetimes later the nonce the page printed is no longer valid.
  clock += 3 * 60_000;
  const posts = await http.rest<{ id: number }[]>('wp/v2/posts', { query: { per_page: 2 } });
  expect(posts).toHaveLength(2);
  expect(fetches.filter((f) => f.includes('action=rest-nonce'))).toHaveLength(1);
  expect(fetches.filter((f) => f.includes('/wp/v2/posts'))).toHaveLength(2);
  expect(http.getNonce()).not.toBe(printedNonce);
});

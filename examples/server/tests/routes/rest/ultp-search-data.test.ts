import { describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const store = serveForTests();

async function visitor(): Promise<{ client: TestClient; nonce: string; restNonce: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch('/blog/ara/')).text();
  return {
    client,
    nonce: String(readGlobal(page, 'ultp_data_frontend').security),
    restNonce: String(readGlobal(page, 'wpApiSettings').nonce),
  };
}

/** What wp.apiFetch sends: JSON, with X-WP-Nonce. */
function search(
  v: { client: TestClient; restNonce: string },
  body: Record<string, unknown>,
): Promise<Response> {
  return v.client.fetch('/wp-json/ultp/ultp_search_data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': v.restNonce },
    body: JSON.stringify(body),
  });
}

const request = (nonce: string, searchText: string, extra: Record<string, unknown> = {}) => ({
  searchText,
  date: 1,
  image: 1,
  author: 1,
  excerpt: 1,
  category: 1,
  excerptLimit: 20,
  postPerPage: 3,
  exclude: [
    { value: 'page', title: 'page' },
    { value: 'product', title: 'product' },
  ],
  paged: 1,
  wpnonce: nonce,
  ...extra,
});

const titles = (html: string): string[] =>
  [...html.matchAll(/class="ultp-searchresult-title">([^<]+)</g)].map((m) => m[1] ?? '');

describe('REST POST /wp-json/ultp/ultp_search_data', () => {
  it('answers {post_data, post_count}: the page’s items and the number found in all', async () => {
    const v = await visitor();
    const response = await search(v, request(v.nonce, 'kahve'));
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(Object.keys(reply).sort()).toEqual(['post_count', 'post_data']);
    expect(reply.post_count).toBeGreaterThan(3);
    expect(titles(reply.post_data)).toHaveLength(3);
    expect(reply.post_data).toContain(
      '<div class="ultp-search-result__item"><img class="ultp-searchresult-image" src=',
    );
    expect(reply.post_data).toContain(
      '<div class="ultp-searchresult-content"><div class="ultp-rescontent-meta"><div class="ultp-searchresult-category">',
    );
    expect(reply.post_data).toContain('class="ultp-searchresult-author"');
    expect(reply.post_data).toContain('<div class="ultp-searchresult-publishdate">');
    // view all: the next page has the next posts
    const second = await (await search(v, request(v.nonce, 'kahve', { paged: 2 }))).json();
    expect(titles(second.post_data)).not.toEqual(titles(reply.post_data));
    expect(second.post_count).toBe(reply.post_count);
  });

  it('matches in Turkish lower case: “istanbul” and “İSTANBUL” find İstanbul, “KIŞ” finds “kış”', async () => {
    const v = await visitor();
    for (const text of ['istanbul', 'İSTANBUL', 'İstanbul']) {
      const reply = await (await search(v, request(v.nonce, text, { postPerPage: 20 }))).json();
      expect(reply.post_count).toBeGreaterThanOrEqual(5);
      expect(titles(reply.post_data).some((t) => t.includes('İstanbul'))).toBe(true);
    }
    const upper = await (await search(v, request(v.nonce, 'KIŞ', { postPerPage: 50 }))).json();
    const lower = await (await search(v, request(v.nonce, 'kış', { postPerPage: 50 }))).json();
    expect(upper.post_count).toBe(lower.post_count);
    expect(upper.post_count).toBeGreaterThan(0);
  });

  it('binds the words as a parameter: quotes and LIKE wildcards are text', async () => {
    const v = await visitor();
    for (const text of ["' OR '1'='1", '%%%', '___']) {
      const reply = await (await search(v, request(v.nonce, text))).json();
      expect(reply).toEqual({ post_data: '', post_count: 0 });
    }
  });

  it('answers nothing under 3 characters or when posts are excluded', async () => {
    const v = await visitor();
    expect(await (await search(v, request(v.nonce, 'ka'))).json()).toEqual({ post_data: '', post_count: 0 });
    const noPosts = request(v.nonce, 'kahve', { exclude: [{ value: 'post', title: 'post' }] });
    expect(await (await search(v, noPosts)).json()).toEqual({ post_data: '', post_count: 0 });
  });

  it('refuses a missing or wrong wpnonce with 403 rest_forbidden', async () => {
    const v = await visitor();
    for (const wpnonce of [undefined, 'abcdef0123']) {
      const response = await search(v, { ...request(v.nonce, 'kahve'), wpnonce });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('rest_forbidden');
    }
  });
});

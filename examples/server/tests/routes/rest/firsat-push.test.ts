import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 60;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });
beforeEach(() => {
  store.clock.shift = 0;
});

interface PushGlobal {
  provider: string;
  sdk: string;
  rest: string;
  nonce: string;
  nonce_url: string;
}

async function visitor(path = '/'): Promise<{ client: TestClient; push: PushGlobal; page: string }> {
  const client = createTestClient(store.server.url);
  const page = await (await client.fetch(path)).text();
  return { client, page, push: readGlobal(page, 'firsat_push') as unknown as PushGlobal };
}

const rows = (device: string) =>
  store.server.store.db.prepare('SELECT * FROM push_subscriptions WHERE device = ?').all(device) as {
    device: string;
    session_id: string;
    user_id: number | null;
    locale: string;
  }[];

const DEVICE = '0f9a3c2e-1d4b-4e8a-9c7d-5b6a1e2f3c4d';

function subscribe(client: TestClient, push: PushGlobal, body: unknown, nonce: string | null = push.nonce) {
  return client.fetch(`${push.rest}subscriptions?_locale=user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
    body: JSON.stringify(body),
  });
}

describe('the firsat_push global', () => {
  it.each(['/', '/magaza/', '/urun/akilli-saat-pro/', '/sepet/'])(
    '%s prints it in <script id="firsat-push-js-extra">: the local provider, its SDK, the REST base, the wp_rest nonce',
    async (path) => {
      const { page, push } = await visitor(path);
      expect(page).toContain('<script id="firsat-push-js-extra">');
      expect(push).toEqual({
        provider: 'local',
        sdk: `${store.server.url}/wp-content/themes/firsat-demo/firsat-push/sdk.js`,
        rest: `${store.server.url}/wp-json/firsat-push/v1/`,
        nonce: expect.stringMatching(/^[0-9a-f]{10}$/),
        nonce_url: `${store.server.url}/wp-admin/admin-ajax.php?action=rest-nonce`,
      });
      expect(push.nonce).toBe(String(readGlobal(page, 'wpApiSettings').nonce));
    },
  );

  it('the SDK is served as JavaScript and defines window.FirsatPushSDK', async () => {
    const { client, push } = await visitor();
    const response = await client.fetch(push.sdk);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await response.text();
    expect(text).toBe(
      readFileSync(new URL('../../../../public/firsat-push/sdk.js', import.meta.url), 'utf8'),
    );
    expect(text).toContain('window.FirsatPushSDK = {');
  });
});

describe('/wp-json/firsat-push/v1/subscriptions', () => {
  it('POST {device, locale} stores the subscription for the session and answers 201 {subscribed, device}', async () => {
    const { client, push } = await visitor();
    const response = await subscribe(client, push, { device: DEVICE, locale: 'tr-TR' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subscribed: true, device: DEVICE });
    const [row, ...more] = rows(DEVICE);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ device: DEVICE, locale: 'tr-TR', user_id: null });
    expect(row?.session_id).toMatch(/./);
    // again: the same row
    expect((await subscribe(client, push, { device: DEVICE })).status).toBe(201);
    expect(rows(DEVICE)).toHaveLength(1);
  });

  it('GET <device> says whether it is stored; DELETE (as POST with X-HTTP-Method-Override) removes it', async () => {
    const { client, push } = await visitor();
    const headers = { 'X-WP-Nonce': push.nonce };
    const device = '11112222-3333-4444-5555-666677778888';
    const get = async () => (await client.fetch(`${push.rest}subscriptions/${device}`, { headers })).json();
    expect(await get()).toEqual({ subscribed: false, device });
    await subscribe(client, push, { device });
    expect(await get()).toEqual({ subscribed: true, device });
    const removed = await client.fetch(`${push.rest}subscriptions/${device}?_locale=user`, {
      method: 'POST',
      headers: { ...headers, 'X-HTTP-Method-Override': 'DELETE' },
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ subscribed: false, device, deleted: true });
    expect(rows(device)).toEqual([]);
    expect(await get()).toEqual({ subscribed: false, device });
  });

  it('without X-WP-Nonce: 401 rest_forbidden, nothing stored', async () => {
    const { client, push } = await visitor();
    const device = 'aaaabbbb-cccc-dddd-eeee-ffff00001111';
    const response = await subscribe(client, push, { device }, null);
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('rest_forbidden');
    expect(rows(device)).toEqual([]);
  });

  it('a device that is not an id: 400 rest_invalid_param', async () => {
    const { client, push } = await visitor();
    for (const device of ['x', '<script>', 42]) {
      const response = await subscribe(client, push, { device });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('rest_invalid_param');
    }
  });

  it('an expired nonce answers rest_cookie_invalid_nonce; the nonce address gives a fresh one that goes through', async () => {
    const { client, push } = await visitor();
    const device = '99998888-7777-6666-5555-444433332222';
    store.clock.shift = ttlSeconds * 1000 + 1000;
    const refused = await subscribe(client, push, { device });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('rest_cookie_invalid_nonce');
    expect(rows(device)).toEqual([]);
    const fresh = await (await client.fetch(push.nonce_url)).text();
    expect(fresh).toMatch(/^[0-9a-f]{10}$/);
    expect((await subscribe(client, push, { device }, fresh)).status).toBe(201);
    expect(rows(device)).toHaveLength(1);
  });
});

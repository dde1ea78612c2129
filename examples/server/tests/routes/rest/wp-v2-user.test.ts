import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../start-server';
import { createTestClient, type TestClient } from '../../../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

async function signedIn(login: string, password: string): Promise<TestClient> {
  const client = createTestClient(server.url);
  await client.fetch('/wp-login.php', {
    method: 'POST',
    body: new URLSearchParams({ log: login, pwd: password }),
  });
  return client;
}

/** The coming-soon banner's dismiss link, as the page printed it. */
function banner(page: string): { restUrl: string; nonce: string } | null {
  const match =
    /<a class='coming-soon-footer-banner-dismiss' data-rest-url='([^']+)' data-rest-nonce='([^']+)'><\/a>/.exec(
      page,
    );
  return match ? { restUrl: match[1] as string, nonce: match[2] as string } : null;
}

const dismiss = (client: TestClient, url: string, headers: Record<string, string>) =>
  client.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
  });

describe('coming-soon banner and POST /wp-json/wp/v2/users/<id>', () => {
  it('is printed for a signed-in administrator, not for guests or customers', async () => {
    const guestPage = await (await createTestClient(server.url).fetch('/')).text();
    expect(guestPage).not.toContain('coming-soon-footer-banner');
    const customer = await signedIn('musteri', 'musteri123');
    expect(await (await customer.fetch('/')).text()).not.toContain('coming-soon-footer-banner');
    const admin = await signedIn('yonetici', 'yonetici123');
    const page = await (await admin.fetch('/')).text();
    expect(page).toContain(
      "<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>",
    );
    expect(banner(page)?.restUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-json\/wp\/v2\/users\/\d+$/);
  });

  it('dismissal with the nonce header stores the meta; the banner stays away on reload', async () => {
    const admin = await signedIn('yonetici', 'yonetici123');
    const found = banner(await (await admin.fetch('/')).text());
    if (!found) throw new Error('no banner');
    const response = await dismiss(admin, found.restUrl, { 'X-WP-Nonce': found.nonce });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; woocommerce_meta: Record<string, string> };
    expect(body.woocommerce_meta).toEqual({ coming_soon_banner_dismissed: 'yes' });
    expect(found.restUrl.endsWith(`/users/${body.id}`)).toBe(true);
    expect(await (await admin.fetch('/')).text()).not.toContain('coming-soon-footer-banner');
  });

  it('a form-encoded body (jQuery.ajax data) works too', async () => {
    const { store } = server;
    store.db.prepare("DELETE FROM user_meta WHERE key = 'woocommerce_coming_soon_banner_dismissed'").run();
    const admin = await signedIn('yonetici', 'yonetici123');
    const found = banner(await (await admin.fetch('/sepet/')).text());
    if (!found) throw new Error('no banner');
    const response = await admin.fetch(found.restUrl, {
      method: 'POST',
      headers: { 'X-WP-Nonce': found.nonce },
      body: new URLSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' }),
    });
    expect(response.status).toBe(200);
    expect(await (await admin.fetch('/')).text()).not.toContain('coming-soon-footer-banner');
  });

  it('without a nonce the request is a guest’s: 401 rest_cannot_edit, nothing stored', async () => {
    server.store.db
      .prepare("DELETE FROM user_meta WHERE key = 'woocommerce_coming_soon_banner_dismissed'")
      .run();
    const admin = await signedIn('yonetici', 'yonetici123');
    const found = banner(await (await admin.fetch('/')).text());
    if (!found) throw new Error('no banner');
    const response = await dismiss(admin, found.restUrl, {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'rest_cannot_edit', data: { status: 401 } });
    expect(await (await admin.fetch('/')).text()).toContain('coming-soon-footer-banner');
  });

  it('a wrong nonce is 403 rest_cookie_invalid_nonce', async () => {
    const admin = await signedIn('yonetici', 'yonetici123');
    const found = banner(await (await admin.fetch('/')).text());
    if (!found) throw new Error('no banner');
    const response = await dismiss(admin, found.restUrl, { 'X-WP-Nonce': 'deadbeef00' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
  });

  it('a customer may not edit another user (403), and an unknown user is 404', async () => {
    const customer = await signedIn('musteri', 'musteri123');
    const page = await (await customer.fetch('/')).text();
    const nonce = /"nonce":"([^"]+)"/.exec(page.slice(page.indexOf('var wpApiSettings')))?.[1] ?? '';
    const other = await dismiss(customer, '/wp-json/wp/v2/users/1', { 'X-WP-Nonce': nonce });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'rest_cannot_edit' });
    const missing = await dismiss(customer, '/wp-json/wp/v2/users/9999', { 'X-WP-Nonce': nonce });
    expect(missing.status).toBe(404);
    const me = await dismiss(customer, '/wp-json/wp/v2/users/me', { 'X-WP-Nonce': nonce });
    expect(me.status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { checkoutLoginMessages } from '../../../render';
import { createTestClient, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 600;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });

/** A guest with a cart, on the checkout page, and the wpnonce (wopb_core.security) it printed. */
async function guest(): Promise<{ client: TestClient; wpnonce: string; page: string }> {
  const client = createTestClient(store.server.url);
  await client.fetch('/?add-to-cart=32');
  const page = await (await client.fetch('/odeme/')).text();
  return { client, page, wpnonce: String(readGlobal(page, 'wopb_core').security) };
}

function login(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return client.fetch('/wp-admin/admin-ajax.php', {
    method: 'POST',
    body: new URLSearchParams({ action: 'wopb_checkout_login', ...fields }),
  });
}

describe('admin-ajax wopb_checkout_login', () => {
  it('the checkout page shows guests the login toggle and form', async () => {
    const { page } = await guest();
    expect(page).toContain('<a href="#" class="showlogin">');
    expect(page).toContain('class="woocommerce-form woocommerce-form-login login"');
    expect(page).toMatch(/<input type="text" class="input-text" name="username" id="username"/);
  });

  it('right credentials sign the visitor in: {success: true, data: {success: true}}, then the page knows them', async () => {
    const { client, wpnonce } = await guest();
    const response = await login(client, {
      username: 'musteri',
      password: 'musteri123',
      rememberme: 'true',
      wpnonce,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await response.json()).toEqual({ success: true, data: { success: true } });
    const page = await (await client.fetch('/odeme/')).text();
    expect(page).toContain('Merhaba, <strong>Zeynep Kaya</strong>');
    expect(page).not.toContain('class="showlogin"');
    expect(page).toContain('class="wp-singular page-template-default page page-id-4 woocommerce-checkout');
    // The cart followed the visitor.
    expect(page).toContain('Hakiki Deri Cüzdan');
  });

  it('an e-mail address works as the login too', async () => {
    const { client, wpnonce } = await guest();
    const response = await login(client, {
      username: 'musteri@firsat.test',
      password: 'musteri123',
      rememberme: 'false',
      wpnonce,
    });
    expect(await response.json()).toEqual({ success: true, data: { success: true } });
  });

  it('a wrong password answers 422 with a message for the password field', async () => {
    const { client, wpnonce } = await guest();
    const response = await login(client, {
      username: 'musteri',
      password: 'yanlis',
      rememberme: 'false',
      wpnonce,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ password: checkoutLoginMessages.wrongPassword('musteri') });
    const page = await (await client.fetch('/odeme/')).text();
    expect(page).toContain('class="showlogin"');
  });

  it('an unknown user answers 422 for the username field, with the typed text escaped', async () => {
    const { client, wpnonce } = await guest();
    const response = await login(client, {
      username: '<b>kim</b>',
      password: 'x',
      rememberme: 'false',
      wpnonce,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body)).toEqual(['username']);
    expect(body.username).toContain('&#60;b&#62;kim&#60;/b&#62;');
    expect(body.username).not.toContain('<b>');
  });

  it('empty fields answer 422 with a message per field', async () => {
    const { client, wpnonce } = await guest();
    const response = await login(client, { username: ' ', password: '', rememberme: 'false', wpnonce });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      username: checkoutLoginMessages.usernameRequired,
      password: checkoutLoginMessages.passwordRequired,
    });
  });

  it('a visitor who is already signed in gets the general (default) error', async () => {
    const { client, wpnonce } = await guest();
    await login(client, { username: 'musteri', password: 'musteri123', rememberme: 'false', wpnonce });
    const page = await (await client.fetch('/')).text();
    const fresh = String(readGlobal(page, 'wopb_core').security);
    const response = await login(client, {
      username: 'musteri',
      password: 'musteri123',
      rememberme: 'false',
      wpnonce: fresh,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ default: checkoutLoginMessages.alreadyLoggedIn });
  });

  it('a missing or wrong nonce answers -1 with 403 and signs nobody in', async () => {
    const { client } = await guest();
    for (const wpnonce of [undefined, 'abc123']) {
      const fields: Record<string, string> = {
        username: 'musteri',
        password: 'musteri123',
        rememberme: 'false',
      };
      if (wpnonce) fields.wpnonce = wpnonce;
      const response = await login(client, fields);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('-1');
    }
    const page = await (await client.fetch('/odeme/')).text();
    expect(page).toContain('class="showlogin"');
  });

  it('an expired nonce answers -1 with 403', async () => {
    const { client, wpnonce } = await guest();
    store.clock.shift += 2 * ttlSeconds * 1000 + 1000;
    try {
      const response = await login(client, {
        username: 'musteri',
        password: 'musteri123',
        rememberme: 'false',
        wpnonce,
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('-1');
    } finally {
      store.clock.shift = 0;
    }
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth';
import { dealDate, endOfStoreDay } from '../lib';
import { cartItemKey } from '../shop';
import { type RunningServer, startServer } from '../start-server';
import { createTestClient, readGlobal } from '../testing';

let server: RunningServer;
let embedDir: string;
let shift = 0; // ms added to the real clock; tests move time forward to expire nonces

beforeAll(async () => {
  embedDir = await mkdtemp(join(tmpdir(), 'firsat-embed-'));
  await writeFile(join(embedDir, 'firsat.js'), 'export {};\n');
  await writeFile(join(embedDir, 'firsat.js.map'), '{}');
  server = await startServer({
    port: 0,
    dbPath: ':memory:',
    nonceTtlSeconds: 60,
    embedDir,
    quiet: true,
    now: () => Date.now() + shift,
  });
});

afterAll(async () => {
  await server.close();
  await rm(embedDir, { recursive: true, force: true });
});

const sessionIdOf = (cookie: string | undefined): string =>
  decodeURIComponent(cookie ?? '').split('||')[0] ?? '';

describe('pages', () => {
  it('print the classic globals as WordPress prints them, and only the firsat script', async () => {
    const client = createTestClient(server.url);
    const page = await (await client.fetch('/')).text();
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="tr">/);
    expect(page).toMatch(/<body class="home [^"]*page-id-2 [^"]*woocommerce-no-js/);

    expect(readGlobal(page, 'wc_add_to_cart_params')).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'Sepeti görüntüle',
      cart_url: `${server.url}/sepet/`,
      is_cart: '',
      cart_redirect_after_add: 'no',
    });
    expect(page).toContain(
      'var woocommerce_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","i18n_password_show":"Parolay\\u0131 g\\u00f6ster","i18n_password_hide":"Parolay\\u0131 gizle"};',
    );
    expect(readGlobal(page, 'wc_cart_fragments_params')).toMatchObject({ request_timeout: '5000' });
    expect(page).toContain('var wc_order_attribution = {"params":{"lifetime":1.0e-5,"session":30,');

    const sessionId = sessionIdOf(client.cookies.get(sessionCookieName));
    const owner = { userId: 0, sessionId };
    const wopb = readGlobal(page, 'wopb_core');
    expect(wopb).toMatchObject({
      ajax: `${server.url}/wp-admin/admin-ajax.php`,
      currency_symbol: '₺',
      currency_position: 'right_space',
      rest: `${server.url}/wp-json/`,
      page_id: '2',
      ajax_pagination: '/?wc-ajax=wopb_pagination',
      ajax_quick_view: '/?wc-ajax=wopb_quickview',
    });
    expect(page).toContain('"currency_symbol":"\\u20ba"');
    expect(server.store.nonces.verify('wopb-nonce', String(wopb.security), owner)).toBe(1);
    const ultp = readGlobal(page, 'ultp_data_frontend');
    expect(server.store.nonces.verify('ultp-nonce', String(ultp.security), owner)).toBe(1);
    const api = readGlobal(page, 'wpApiSettings');
    expect(api).toMatchObject({ root: `${server.url}/wp-json/`, versionString: 'wp/v2/' });
    expect(server.store.nonces.verify('wp_rest', String(api.nonce), owner)).toBe(1);

    const scriptsWithSrc = page.match(/<script[^>]*\ssrc=[^>]*>/g) ?? [];
    expect(scriptsWithSrc).toEqual(['<script type="module" src="/firsat/firsat.js">']);
  });

  it('list the catalogue in the classic loop and the deals in a product-blocks grid', async () => {
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('<ul class="products columns-4">');
    expect(page).toMatch(
      /<li class="entry product type-product post-20 status-publish first instock [^"]*sale[^"]*product-type-simple">/,
    );
    expect(page).toContain(
      'class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="20"',
    );
    expect(page).toContain('class="button product_type_variable add_to_cart_button" data-product_id="25"');
    expect(page).toContain(
      '<div class="wp-block-product-blocks-product-grid-1 wopb-block-anasayfa-firsatlar ">',
    );
    expect(page).toContain(
      '<span class="woocommerce-Price-amount amount"><bdi>899,90&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span>',
    );
  });

  it('print the deal countdown exactly as the plugin does, with the sale-end day', async () => {
    const page = await (await fetch(`${server.url}/firsatlar/`)).text();
    const markup = (date: string) =>
      `<div class="wopb-product-deals" data-date="${date}"><div class="wopb-deals-date"><strong class="wopb-deals-counter-days">00</strong><span class="wopb-deals-periods">Gün</span></div><div class="wopb-deals-hour"><strong class="wopb-deals-counter-hours">00</strong><span class="wopb-deals-periods">Saat</span></div><div class="wopb-deals-minute"><strong class="wopb-deals-counter-minutes">00</strong><span class="wopb-deals-periods">Dakika</span></div><div class="wopb-deals-seconds"><strong class="wopb-deals-counter-seconds">00</strong><span class="wopb-deals-periods">Saniye</span></div></div>`;
    const now = Date.now() + shift;
    expect(page).toContain('<div class="wp-block-product-blocks-product-grid-1 wopb-block-firsatlar ">');
    // the running deals: five of the first catalogue, four of the listing catalogue (migration
    // 011: 13–16 days); the ended one is not shown to shoppers
    expect(page.match(/class="wopb-block-item"/g)).toHaveLength(9);
    for (const days of [1, 3, 5, 7, 12, 13, 16])
      expect(page).toContain(markup(dealDate(endOfStoreDay(now, days))));
    expect(page).not.toContain(markup(dealDate(endOfStoreDay(now, -2))));
    expect(page).not.toContain('firsat-demo-note');
  });

  it('keep the ended deal on a test page, with its past day, beside a running one', async () => {
    const page = await (await fetch(`${server.url}/demo/biten-firsat/`)).text();
    const now = Date.now() + shift;
    expect(page).toContain(
      `<div class="wopb-product-deals" data-date="${dealDate(endOfStoreDay(now, -2))}">`,
    );
    expect(page.match(/class="wopb-product-deals"/g)).toHaveLength(2);
    // no page of the shop links to a test page; /demo/ lists them
    for (const path of ['/', '/firsatlar/', '/magaza/'])
      expect(await (await fetch(`${server.url}${path}`)).text()).not.toContain('href="/demo/');
    expect(await (await fetch(`${server.url}/demo/`)).text()).toContain('href="/demo/biten-firsat/"');
  });

  it('show a good and a broken countdown side by side', async () => {
    const page = await (await fetch(`${server.url}/demo/bozuk-nitelik`)).text();
    expect(page).toContain('<div class="wopb-product-deals" data-date="yarın"><div class="wopb-deals-date">');
    expect(page).toContain(`data-date="${dealDate(endOfStoreDay(Date.now() + shift, 2))}"`);
  });

  it('serve late HTML for the insert-after-load demo', async () => {
    const page = await (await fetch(`${server.url}/demo/sonradan/`)).text();
    expect(page).toContain('id="sonradan-ekle"');
    expect(page).toContain("fetch('/demo/parca/firsat'");
    const fragment = await fetch(`${server.url}/demo/parca/firsat`);
    expect(fragment.headers.get('content-type')).toContain('text/html');
    const html = await fragment.text();
    expect(html).toMatch(
      /^<div class="firsat-late-deal"><h3>[^<]+<\/h3><div class="wopb-product-deals" data-date="\d{4}\/\d{2}\/\d{2}">/,
    );
    expect(html).not.toContain('<html');
  });

  it('answer unknown paths with the 404 page', async () => {
    const response = await fetch(`${server.url}/yok-boyle-bir-sayfa/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<body class="error404 /);
  });
});

describe('sessions and the cart', () => {
  it('create a session cookie once and reuse it', async () => {
    const client = createTestClient(server.url);
    const first = await client.fetch('/');
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      new RegExp(
        `^${sessionCookieName}=t_[0-9a-f]{30}%7C%7C\\d+%7C%7C\\d+%7C%7C[0-9a-f]{32}; Path=/; SameSite=Lax; Expires=.*; HttpOnly$`,
      ),
    );
    const nonce = readGlobal(await first.text(), 'wpApiSettings').nonce;

    const second = await client.fetch('/firsatlar/');
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(readGlobal(await second.text(), 'wpApiSettings').nonce).toBe(nonce);

    const stranger = await (await fetch(`${server.url}/`)).text();
    expect(readGlobal(stranger, 'wpApiSettings').nonce).not.toBe(nonce);
  });

  it('start a new session when the cookie is forged', async () => {
    const client = createTestClient(server.url);
    await client.fetch('/');
    const cookie = decodeURIComponent(client.cookies.get(sessionCookieName) ?? '');
    const forged = cookie.replace(/[0-9a-f]{32}$/, '0'.repeat(32));
    const response = await fetch(`${server.url}/`, {
      headers: { cookie: `${sessionCookieName}=${encodeURIComponent(forged)}` },
    });
    expect(sessionIdOf(response.headers.get('set-cookie')?.split(';')[0]?.split('=')[1])).not.toBe(
      sessionIdOf(cookie),
    );
  });

  it('render the header count, mini cart and cart page from the session cart in the database', async () => {
    const client = createTestClient(server.url);
    const empty = await (await client.fetch('/')).text();
    expect(empty).toContain('<span class="count">0 ürün</span>');
    expect(empty).toContain('<p class="woocommerce-mini-cart__empty-message">');

    const sessionId = sessionIdOf(client.cookies.get(sessionCookieName));
    const add = server.store.db.prepare(
      'INSERT INTO cart_items (session_id, item_key, product_id, variation_id, variation, quantity, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const simpleKey = cartItemKey(20, null, {});
    const variationKey = cartItemKey(25, 100, { attribute_pa_renk: 'kirmizi', attribute_pa_beden: 's' });
    add.run(sessionId, simpleKey, 20, null, '{}', 2, 1);
    add.run(
      sessionId,
      variationKey,
      25,
      100,
      '{"attribute_pa_renk":"kirmizi","attribute_pa_beden":"s"}',
      1,
      2,
    );

    const page = await (await client.fetch('/')).text();
    expect(page).toContain('<span class="count">3 ürün</span>');
    expect(page).toContain(`data-cart_item_key="${simpleKey}"`);
    expect(page).toContain('Pamuklu Basic Tişört - Kırmızı, S');
    // 2 × 899,90 + 199,90
    expect(page).toContain(
      '<strong>Ara toplam:</strong> <span class="woocommerce-Price-amount amount"><bdi>1.999,70&nbsp;',
    );

    const fragments = await client.fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' });
    const body = (await fragments.json()) as { fragments: Record<string, string>; cart_hash: string };
    expect(Object.keys(body.fragments)).toEqual(['div.widget_shopping_cart_content', 'a.cart-contents']);
    expect(body.fragments['div.widget_shopping_cart_content']).toMatch(
      /^<div class="widget_shopping_cart_content">/,
    );
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);

    const cart = await (await client.fetch('/sepet/')).text();
    expect(cart).toMatch(/<body class="[^"]*woocommerce-cart woocommerce-page/);
    expect(cart).toContain(`name="cart[${simpleKey}][qty]"`);
    expect(cart).toContain('value="flat_rate:1" class="shipping_method"');
    // 1.999,70 ₺ is over the 750 ₺ free-shipping minimum
    expect(cart).toContain('value="free_shipping:2"');
    expect(readGlobal(cart, 'wc_cart_params')).toHaveProperty('apply_coupon_nonce');
    expect(readGlobal(cart, 'wc_add_to_cart_params').is_cart).toBe('1');
  });
});

describe('REST', () => {
  it('checks X-WP-Nonce, answers 403 rest_cookie_invalid_nonce once it expires, and works again with a fresh one', async () => {
    const client = createTestClient(server.url);
    const nonce = String(readGlobal(await (await client.fetch('/')).text(), 'wpApiSettings').nonce);
    const posts = (value: string) =>
      client.fetch('/wp-json/wp/v2/posts?_locale=user', { headers: { 'X-WP-Nonce': value } });

    const ok = await posts(nonce);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-wp-nonce')).toMatch(/^[0-9a-f]{10}$/);

    shift += 61_000; // past the 60 s lifetime
    const stale = await posts(nonce);
    expect(stale.status).toBe(403);
    expect(await stale.text()).toBe(
      '{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed","data":{"status":403}}',
    );

    const fresh = await client.fetch('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(fresh.status).toBe(200);
    const freshNonce = await fresh.text();
    expect(freshNonce).toMatch(/^[0-9a-f]{10}$/);
    expect((await posts(freshNonce)).status).toBe(200);

    const posted = await client.fetch('/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: new URLSearchParams({ action: 'rest-nonce' }),
    });
    expect(await posted.text()).toBe(freshNonce);
  });

  it('refuses a nonce from another session, in the header or in _wpnonce', async () => {
    const mine = createTestClient(server.url);
    const nonce = String(readGlobal(await (await mine.fetch('/')).text(), 'wpApiSettings').nonce);
    const other = createTestClient(server.url);
    await other.fetch('/');
    expect((await other.fetch('/wp-json/wp/v2/posts', { headers: { 'X-WP-Nonce': nonce } })).status).toBe(
      403,
    );
    expect((await other.fetch(`/wp-json/wp/v2/posts?_wpnonce=${nonce}`)).status).toBe(403);
    expect((await mine.fetch(`/wp-json/wp/v2/posts?_wpnonce=${nonce}`)).status).toBe(200);
  });

  it('pages posts with X-WP-Total, X-WP-TotalPages and Link rel="next"', async () => {
    const first = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=100&_locale=user`);
    expect(first.status).toBe(200);
    // 125 seeded posts and the blog's 56 articles (migration 018)
    expect(first.headers.get('x-wp-total')).toBe('181');
    expect(first.headers.get('x-wp-totalpages')).toBe('2');
    const posts = (await first.json()) as { id: number; date: string; title: { rendered: string } }[];
    expect(posts).toHaveLength(100);
    expect(posts[0]).toMatchObject({
      id: 1654,
      title: { rendered: 'İstanbul’da hafta sonu pazarları: nereden ne alınır?' },
    });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBe(`${server.url}/wp-json/wp/v2/posts?per_page=100&_locale=user&page=2`);

    const second = await fetch(next ?? '');
    expect((await second.json()) as unknown[]).toHaveLength(81);
    const links = second.headers.get('link') ?? '';
    expect(links).toContain(
      `<${server.url}/wp-json/wp/v2/posts?per_page=100&_locale=user&page=1>; rel="prev"`,
    );
    expect(links).not.toContain('rel="next"');

    const defaults = await fetch(`${server.url}/wp-json/wp/v2/posts`);
    expect((await defaults.json()) as unknown[]).toHaveLength(10);
    expect(defaults.headers.get('x-wp-totalpages')).toBe('19');
  });

  it('validates per_page and page like WordPress', async () => {
    for (const perPage of ['101', '-1', '0']) {
      const response = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=${perPage}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): per_page',
        data: {
          status: 400,
          params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
          details: {
            per_page: {
              code: 'rest_out_of_bounds',
              message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
              data: null,
            },
          },
        },
      });
    }
    const notNumber = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=abc`);
    expect(((await notNumber.json()) as { data: { params: unknown } }).data.params).toEqual({
      per_page: 'per_page is not of type integer.',
    });
    const tooFar = await fetch(`${server.url}/wp-json/wp/v2/posts?page=3&per_page=100`);
    expect(tooFar.status).toBe(400);
    expect(((await tooFar.json()) as { code: string }).code).toBe('rest_post_invalid_page_number');
  });

  it('honours X-HTTP-Method-Override and _method on POST, and ?rest_route=', async () => {
    const override = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=1`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'GET' },
    });
    expect(override.status).toBe(200);
    const method = await fetch(`${server.url}/wp-json/wp/v2/posts?per_page=1&_method=GET`, {
      method: 'POST',
    });
    expect(method.status).toBe(200);
    const plainPost = await fetch(`${server.url}/wp-json/wp/v2/posts`, { method: 'POST' });
    expect(plainPost.status).toBe(404);
    expect(((await plainPost.json()) as { code: string }).code).toBe('rest_no_route');
    const routeQuery = await fetch(`${server.url}/?rest_route=/wp/v2/posts/200`);
    expect(((await routeQuery.json()) as { slug: string }).slug).toBe('firsat-bulteni-1');
    const missing = await fetch(`${server.url}/wp-json/wp/v2/posts/99999`);
    expect(missing.status).toBe(404);
  });

  it('answers rest_invalid_json for a broken JSON body', async () => {
    const response = await fetch(`${server.url}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-HTTP-Method-Override': 'GET' },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('rest_invalid_json');
  });

  it('describes itself at /wp-json/', async () => {
    const index = (await (await fetch(`${server.url}/wp-json/`)).json()) as {
      namespaces: string[];
      routes: Record<string, { methods: string[] }>;
    };
    expect(index.namespaces).toContain('wp/v2');
    expect(index.routes['/wp/v2/posts']?.methods).toEqual(['GET']);
    expect(index.routes['/wp/v2/posts/(?P<id>[^/]+)']).toBeDefined();
  });
});

describe('ajax and files', () => {
  it('answers 0 (400) for a missing or unknown admin-ajax action, and reads multipart fields', async () => {
    const none = await fetch(`${server.url}/wp-admin/admin-ajax.php`, { method: 'POST' });
    expect([none.status, await none.text()]).toEqual([400, '0']);
    const unknown = await fetch(`${server.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'no_such_action' }),
    });
    expect([unknown.status, await unknown.text()]).toEqual([400, '0']);
    const form = new FormData();
    form.append('action', 'rest-nonce');
    const multipart = await fetch(`${server.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: form });
    expect(await multipart.text()).toMatch(/^[0-9a-f]{10}$/);
  });

  it('ends an unknown wc-ajax endpoint with an empty answer, as WooCommerce does', async () => {
    const response = await fetch(`${server.url}/?wc-ajax=no_such_endpoint`, { method: 'POST' });
    expect([response.status, await response.text()]).toEqual([200, '']);
  });

  it('serves the firsat build with MIME types, 404 for what is missing or outside it', async () => {
    const js = await fetch(`${server.url}/firsat/firsat.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('export {};\n');
    expect((await fetch(`${server.url}/firsat/firsat.js.map`)).headers.get('content-type')).toContain(
      'application/json',
    );
    expect((await fetch(`${server.url}/firsat/chunk-yok.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/firsat/%2e%2e%2fpackage.json`)).status).toBe(404);
    const css = await fetch(`${server.url}/wp-content/themes/firsat-demo/style.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const picture = await fetch(`${server.url}/wp-content/uploads/demo/robot-supurge.svg`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../start-server';
import { createTestClient, postWcAjax, setCookies } from '../../testing';

let server: RunningServer;
let clock = Date.UTC(2026, 2, 10, 9, 0, 0);

beforeAll(async () => {
  server = await startServer({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    embedDir: '/nonexistent',
    now: () => clock,
  });
});
afterAll(async () => {
  await server.close();
});

const timerCookie = (response: Response) => setCookies(response).get('wopb_cart_reserved_timer');

describe('wopb_cart_reserved_timer on every add to cart', () => {
  it('wc-ajax add_to_cart sets it to the epoch ms, path /', async () => {
    const client = createTestClient(server.url);
    const response = await postWcAjax(client, 'add_to_cart', { product_id: '32', quantity: '1' });
    expect(response.status).toBe(200);
    expect(timerCookie(response)).toBe(`wopb_cart_reserved_timer=${clock}; Path=/; SameSite=Lax`);
  });

  it('a second add restarts it; a refused add or a page view does not', async () => {
    const client = createTestClient(server.url);
    await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    clock += 60_000;
    const again = await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    expect(timerCookie(again)).toContain(`=${clock};`);
    clock += 60_000;
    const refused = await postWcAjax(client, 'add_to_cart', { product_id: '31', wopb_custom_prices: '10' });
    expect(await refused.json()).toMatchObject({ error: true });
    expect(timerCookie(refused)).toBeUndefined();
    const page = await client.fetch('/sepet/');
    expect(timerCookie(page)).toBeUndefined();
  });

  it('the classic ?add-to-cart= link and the product form POST set it too', async () => {
    const client = createTestClient(server.url);
    const link = await client.fetch('/?add-to-cart=32');
    expect(timerCookie(link)).toContain(`=${clock};`);
    const form = await client.fetch('/urun/askida-urun-bagisi/', {
      method: 'POST',
      body: new URLSearchParams({ 'add-to-cart': '31', quantity: '1', wopb_custom_prices: '120' }),
    });
    expect(form.status).toBe(303);
    expect(timerCookie(form)).toContain(`=${clock};`);
  });
});

describe('the reservation box on the cart page', () => {
  it('is printed before the cart with data-expire, data-hides and the time left', async () => {
    const client = createTestClient(server.url);
    await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    clock += 2 * 60_000 + 30_000;
    const page = await (await client.fetch('/sepet/')).text();
    expect(page).toMatch(
      /<div class="wopb-cart-reserved" data-expire="15" data-hides="clear"><div class="wopb-cart-reserved-icon"> <svg class="wopb-cart-reserved-svg" [^>]*viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">(?:<path [^>]*\/>)+<\/svg> <\/div><div class="wopb-cart-reserved-content"><div class="wopb-cart-reserved-message">[^<]+<\/div><div class="wopb-cart-reserved-timer"> Sepetiniz <div class="wopb-cart-time">12:30<\/div> dakika boyunca sizin için ayrıldı! <\/div><\/div><\/div>/,
    );
    expect(page.indexOf('wopb-cart-reserved"')).toBeLessThan(page.indexOf('woocommerce-cart-form'));
  });

  it('is not printed for an empty cart or a reset cookie', async () => {
    const empty = createTestClient(server.url);
    expect(await (await empty.fetch('/sepet/')).text()).not.toContain('wopb-cart-reserved"');
    const reset = createTestClient(server.url);
    await postWcAjax(reset, 'add_to_cart', { product_id: '32' });
    reset.cookies.set('wopb_cart_reserved_timer', '0');
    expect(await (await reset.fetch('/sepet/')).text()).not.toContain('wopb-cart-reserved"');
  });

  it('the demo page prints it with hide', async () => {
    const client = createTestClient(server.url);
    expect(await (await client.fetch('/demo/sepet-suresi/')).text()).toContain('Sepetiniz boş');
    await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    expect(await (await client.fetch('/demo/sepet-suresi/')).text()).toContain(
      'data-expire="15" data-hides="hide"',
    );
  });
});

describe('the sticky add-to-cart bar on product pages', () => {
  it('a simple product: data-scroll, bottom: 0, quantity field and an ajax button', async () => {
    const page = await (await createTestClient(server.url).fetch('/urun/hakiki-deri-cuzdan/')).text();
    expect(page).toContain('<div class="wopb-sticky-cart" data-scroll="300" style="bottom: 0;">');
    expect(page).toContain(
      '<input type="number" class="wopb-sticky-cart-qty" value="1" min="1" aria-label="Adet" />',
    );
    expect(page).toMatch(
      /<a href="\?add-to-cart=32" class="add_to_cart_button button ajax_add_to_cart" data-quantity="1" data-product_id="32">Sepete ekle<\/a>/,
    );
  });

  it('name-your-price and variable products slide up to their form instead', async () => {
    const client = createTestClient(server.url);
    const nyp = await (await client.fetch('/urun/askida-urun-bagisi/')).text();
    expect(nyp).toMatch(
      /class="add_to_cart_button button wopb-sticky-slide-up" data-quantity="1" data-product_id="31"/,
    );
    expect(nyp).toMatch(/data-product_id="31">Tutarı belirle<\/a>/);
    expect(nyp).not.toContain('class="wopb-sticky-cart-qty"');
    const variable = await (await client.fetch('/urun/kapusonlu-sweatshirt/')).text();
    expect(variable).toMatch(
      /class="add_to_cart_button button wopb-sticky-slide-up" data-quantity="1" data-product_id="\d+">Seçenekler<\/a>/,
    );
  });
});

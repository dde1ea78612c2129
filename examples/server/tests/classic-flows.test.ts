import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start-server';
import { createTestClient, readGlobal } from '../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

const decodeAttribute = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#039;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('single product pages', () => {
  it('print variations inline, each with the keys WooCommerce gives them', async () => {
    const page = await (await fetch(`${server.url}/urun/pamuklu-basic-tisort/`)).text();
    expect(page).toMatch(/<body class="[^"]*single-product postid-25 /);
    const attribute = /data-product_variations="([^"]*)"/.exec(page)?.[1] ?? '';
    const variations = JSON.parse(decodeAttribute(attribute)) as Record<string, unknown>[];
    expect(variations).toHaveLength(6);
    expect(variations.find((v) => v.variation_id === 103)).toMatchObject({
      attributes: { attribute_pa_renk: 'mavi', attribute_pa_beden: '' },
      display_price: 189.9,
      is_in_stock: true,
      is_sold_individually: 'no',
    });
    expect(variations.find((v) => v.variation_id === 104)).toMatchObject({ is_in_stock: false });
    expect(variations.find((v) => v.variation_id === 105)).toMatchObject({
      max_qty: 2,
      display_price: 149.9,
      display_regular_price: 199.9,
    });
    expect(page).toContain(
      '<select id="pa_renk" class="" name="attribute_pa_renk" data-attribute_name="attribute_pa_renk" data-show_option_none="yes">',
    );
    expect(page).toContain('class="wopb-size-chart-wrapper wopb-size-chart-modal"');
    expect(readGlobal(page, 'wc_add_to_cart_variation_params')).toMatchObject({
      i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    });
  });

  it('leave the variations out when there are more than 30', async () => {
    const page = await (await fetch(`${server.url}/urun/hafif-kosu-ayakkabisi/`)).text();
    expect(page).toContain('data-product_id="27" data-product_variations="false"');
  });

  it('print the name-your-price field and the sold-individually hidden quantity', async () => {
    const nyp = await (await fetch(`${server.url}/urun/askida-urun-bagisi/`)).text();
    expect(nyp).toContain('<div class="wopb-name-price-wrapper" data-min="50" data-max="5000">');
    const mug = await (await fetch(`${server.url}/urun/el-yapimi-seramik-kupa/`)).text();
    expect(mug).toContain('<input type="hidden" id="quantity_28" class="qty" name="quantity" value="1" />');
    expect((await fetch(`${server.url}/urun/yok-boyle-urun/`)).status).toBe(404);
  });
});

describe('cart links that work without JavaScript', () => {
  it('add with ?add-to-cart, refuse a second sold-individually item, and remove with the nonce link', async () => {
    const client = createTestClient(server.url);
    const added = await (await client.fetch('/?add-to-cart=28')).text();
    expect(added).toContain('“El Yapımı Seramik Kupa” sepetinize eklendi.');
    expect(added).toContain('<span class="count">1 ürün</span>');

    const again = await (await client.fetch('/?add-to-cart=28')).text();
    expect(again).toContain('<ul class="woocommerce-error" role="alert">');
    expect(again).toContain('sepete birden fazla eklenemez');

    const variable = await (await client.fetch('/?add-to-cart=25')).text();
    expect(variable).toContain('Lütfen ürün seçeneklerini belirleyin&hellip;');

    const removeLink =
      /href="([^"]*remove_item=[^"]*)" class="remove remove_from_cart_button"/.exec(again)?.[1] ?? '';
    const removed = await client.fetch(removeLink.replace(/&#038;/g, '&'));
    expect(removed.status).toBe(302);
    expect(removed.headers.get('location')).toBe('/sepet/');
    const cart = await (await client.fetch('/sepet/')).text();
    expect(cart).toContain('sepetinizden çıkarıldı');
    expect(cart).toContain('Sepetiniz şu anda boş.');
  });

  it('enforce minimum quantities and add a chosen variation from the product form', async () => {
    const client = createTestClient(server.url);
    const tooFew = await (await client.fetch('/?add-to-cart=30')).text();
    expect(tooFew).toContain('en az 2 adet');
    const posted = await client.fetch('/urun/pamuklu-basic-tisort/', {
      method: 'POST',
      body: new URLSearchParams({
        'add-to-cart': '25',
        product_id: '25',
        variation_id: '103',
        attribute_pa_renk: 'mavi',
        attribute_pa_beden: 'l',
        quantity: '2',
      }),
    });
    expect(posted.status).toBe(303);
    const page = await (await client.fetch('/urun/pamuklu-basic-tisort/')).text();
    expect(page).toContain('sepetinize eklendi');
    expect(page).toContain('Pamuklu Basic Tişört - Mavi, L');
    expect(page).toContain('<span class="count">2 ürün</span>');
  });
});

describe('login', () => {
  it('signs a demo user in, which changes the nonces, and signs out with the log-out nonce', async () => {
    const client = createTestClient(server.url);
    const guest = readGlobal(await (await client.fetch('/')).text(), 'wpApiSettings').nonce;

    const wrong = await client.fetch('/wp-login.php', {
      method: 'POST',
      body: new URLSearchParams({ log: 'musteri', pwd: 'yanlis' }),
    });
    expect(await wrong.text()).toContain('Kullanıcı adı ya da parola hatalı');

    const login = await client.fetch('/wp-login.php', {
      method: 'POST',
      body: new URLSearchParams({ log: 'musteri', pwd: 'musteri123', redirect_to: '/firsatlar/' }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/firsatlar/');
    const page = await (await client.fetch('/')).text();
    expect(page).toMatch(/<body class="[^"]* logged-in"/);
    expect(page).toContain('Zeynep Kaya');
    expect(readGlobal(page, 'wpApiSettings').nonce).not.toBe(guest);

    const logout = /href="(\/wp-login\.php\?action=logout&amp;_wpnonce=[0-9a-f]{10})"/.exec(page)?.[1] ?? '';
    const out = await client.fetch(logout.replace('&amp;', '&'));
    expect(out.headers.get('location')).toBe('/?loggedout=true');
    expect(await (await client.fetch('/')).text()).not.toContain('logged-in');
  });
});

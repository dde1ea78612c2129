import { describe, expect, it } from 'vitest';
import {
  checkoutFields,
  checkoutNonce,
  createTestClient,
  postWcAjax,
  serveForTests,
  setCookies,
  type TestClient,
} from '../../../testing';

const ttlSeconds = 600;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });

/** A visitor (a new one each time: every test has its own cart) with `adds` in the cart, on /odeme/. */
async function shopper(
  adds: Record<string, string>[],
  options: { login?: [string, string] } = {},
): Promise<{ client: TestClient; page: string; nonce: string }> {
  const client = createTestClient(store.server.url);
  if (options.login) {
    const [log, pwd] = options.login;
    await client.fetch('/wp-login.php', {
      method: 'POST',
      body: new URLSearchParams({ log, pwd, redirect_to: '/' }),
    });
  }
  for (const fields of adds) {
    const added = (await (await postWcAjax(client, 'add_to_cart', fields)).json()) as { cart_hash?: string };
    expect(added.cart_hash).toBeTruthy();
  }
  const page = await (await client.fetch('/odeme/')).text();
  return { client, page, nonce: checkoutNonce(page) };
}

interface Failure {
  result: string;
  messages: string;
  refresh: boolean;
  reload: boolean;
}

async function checkout(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return postWcAjax(client, 'checkout', fields);
}

const without = (fields: Record<string, string>, ...names: string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

/** One `li` of wc_print_notices(), as WooCommerce's error.php prints it. */
const li = (text: string, id?: string): string =>
  `\n\t\t\t<li${id ? ` data-id="${id}"` : ''}>\n\t\t\t${text}\t\t</li>`;
const errorList = (...items: string[]): string =>
  `\n<ul class="woocommerce-error" role="alert">${items.join('')}\n\t</ul>\n`;

const db = () => store.server.store.db;
const stockOf = (id: number): number =>
  (
    db().prepare('SELECT stock_quantity FROM products WHERE post_id = ?').get(id) as {
      stock_quantity: number;
    }
  ).stock_quantity;
const orderCount = (): number => (db().prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('the checkout form posts what checkout.js serialises', () => {
  it('prints every field checkout.js sends: billing, ship elsewhere, shipping, notes, shipping method, payment, terms, nonce', async () => {
    const { page, nonce } = await shopper([{ product_id: '32' }]);
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    for (const name of Object.keys(
      without(checkoutFields(nonce), 'wc_order_attribution_source_type', 'wc_order_attribution_utm_source'),
    )) {
      expect(page, name).toContain(`name="${name}"`);
    }
    expect(page).toContain('<input type="hidden" name="terms-field" value="1" />');
    expect(page).toContain(
      '<p class="form-row form-row-wide validate-required validate-phone" id="billing_phone_field">',
    );
    expect(page).toContain(
      '<p class="form-row form-row-wide validate-required validate-email" id="billing_email_field">',
    );
    expect(page).toContain(
      '<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Siparişi onayla" data-value="Siparişi onayla">Siparişi onayla</button>',
    );
    expect(page).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
  });
});

describe('wc-ajax checkout: success', () => {
  it('creates the order, reduces stock, counts the coupon, empties the cart and answers the order-received URL', async () => {
    const { client, page } = await shopper([{ product_id: '32', quantity: '2' }]);
    const couponNonce = /"apply_coupon_nonce":"([0-9a-f]{10})"/.exec(page)?.[1] ?? '';
    await postWcAjax(client, 'apply_coupon', { security: couponNonce, coupon_code: 'INDIRIM10' });
    const stockBefore = stockOf(32);
    const usageBefore = (
      db().prepare("SELECT usage_count FROM coupons WHERE code = 'INDIRIM10'").get() as {
        usage_count: number;
      }
    ).usage_count;

    const response = await checkout(client, checkoutFields(checkoutNonce(page)));
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { result: string; redirect: string; order_id: number };
    expect(Object.keys(reply)).toEqual(['result', 'redirect', 'order_id']);
    expect(reply.result).toBe('success');
    expect(reply.redirect).toBe(
      `${store.server.url}/odeme/siparis-alindi/${reply.order_id}/?key=${/key=(wc_order_[A-Za-z0-9]{13})$/.exec(reply.redirect)?.[1]}`,
    );
    expect(reply.order_id).toBeGreaterThan(1000);

    const order = db().prepare('SELECT * FROM orders WHERE id = ?').get(reply.order_id) as Record<
      string,
      unknown
    >;
    // 2 × 899,90 = 1.799,80; INDIRIM10 takes 179,98; free shipping (over 750 after the discount)
    expect(order).toMatchObject({
      status: 'on-hold',
      customer_id: null,
      payment_method: 'bacs',
      payment_method_title: 'Banka havalesi/EFT',
      shipping_rate_id: 'free_shipping:2',
      subtotal_kurus: 179_980,
      discount_kurus: 17_998,
      shipping_kurus: 0,
      total_kurus: 161_982,
      customer_note: 'Kapıya bırakın.',
    });
    expect(JSON.parse(order.billing as string)).toMatchObject({
      billing_first_name: 'Ada',
      billing_email: 'ada@example.com',
      billing_phone: '+90 (532) 111-22-33',
    });
    // not shipping elsewhere: the shipping address is the billing address
    expect(JSON.parse(order.shipping as string)).toMatchObject({
      shipping_first_name: 'Ada',
      shipping_city: 'Kadıköy',
    });
    expect(JSON.parse(order.attribution as string)).toEqual({
      source_type: 'typein',
      utm_source: '(direct)',
    });
    expect(
      db()
        .prepare('SELECT product_id, quantity, total_kurus FROM order_items WHERE order_id = ?')
        .all(reply.order_id),
    ).toEqual([{ product_id: 32, quantity: 2, total_kurus: 179_980 }]);

    expect(stockOf(32)).toBe(stockBefore - 2);
    const coupon = db().prepare("SELECT usage_count FROM coupons WHERE code = 'INDIRIM10'").get() as {
      usage_count: number;
    };
    expect(coupon.usage_count).toBe(usageBefore + 1);
    expect(
      db()
        .prepare('SELECT code, discount_kurus, used_by FROM order_coupons WHERE order_id = ?')
        .all(reply.order_id),
    ).toEqual([{ code: 'indirim10', discount_kurus: 17_998, used_by: 'ada@example.com' }]);

    // the cart is empty and its cookies expire with the reply
    const cookies = setCookies(response);
    for (const name of ['woocommerce_items_in_cart', 'woocommerce_cart_hash']) {
      const expires = /Expires=([^;]+)/.exec(cookies.get(name) ?? '')?.[1] ?? '';
      expect(Date.parse(expires), name).toBeLessThanOrEqual(Date.now());
    }
    const fragments = (await (await postWcAjax(client, 'get_refreshed_fragments', {})).json()) as {
      fragments: Record<string, string>;
    };
    expect(fragments.fragments['a.cart-contents']).toContain('0 ürün');
    expect((await client.fetch('/odeme/')).status).toBe(302);
  });

  it('a product that runs out with the order goes out of stock', async () => {
    db().prepare('UPDATE products SET stock_quantity = 2 WHERE post_id = 34').run();
    const { client, nonce } = await shopper([{ product_id: '34', quantity: '2' }]);
    const reply = (await (await checkout(client, checkoutFields(nonce))).json()) as { result: string };
    expect(reply.result).toBe('success');
    expect(
      db().prepare('SELECT stock_quantity, stock_status FROM products WHERE post_id = 34').get(),
    ).toEqual({
      stock_quantity: 0,
      stock_status: 'outofstock',
    });
  });

  it('cash on delivery goes to processing', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const reply = (await (
      await checkout(client, checkoutFields(nonce, { payment_method: 'cod' }))
    ).json()) as {
      order_id: number;
    };
    expect(db().prepare('SELECT status FROM orders WHERE id = ?').get(reply.order_id)).toEqual({
      status: 'processing',
    });
  });
});

describe('wc-ajax checkout: refusals', () => {
  it('an empty form: one li per required billing field, with its data-id, in priority order, then the terms', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const empty = Object.fromEntries(
      Object.entries(checkoutFields(nonce)).map(([name, value]) =>
        name.startsWith('billing_') && name !== 'billing_country' ? [name, ''] : [name, value],
      ),
    );
    const response = await checkout(client, without(empty, 'terms'));
    const reply = (await response.json()) as Failure;
    expect(Object.keys(reply)).toEqual(['result', 'messages', 'refresh', 'reload']);
    expect(reply).toEqual({
      result: 'failure',
      messages: errorList(
        li('<strong>Fatura Ad</strong> gerekli bir alandır.', 'billing_first_name'),
        li('<strong>Fatura Soyad</strong> gerekli bir alandır.', 'billing_last_name'),
        li('<strong>Fatura Sokak adresi</strong> gerekli bir alandır.', 'billing_address_1'),
        li('<strong>Fatura İlçe</strong> gerekli bir alandır.', 'billing_city'),
        li('<strong>Fatura İl</strong> gerekli bir alandır.', 'billing_state'),
        li('<strong>Fatura Posta kodu</strong> gerekli bir alandır.', 'billing_postcode'),
        li('<strong>Fatura Telefon</strong> gerekli bir alandır.', 'billing_phone'),
        li('<strong>Fatura E-posta adresi</strong> gerekli bir alandır.', 'billing_email'),
        li('Siparişinize devam etmek için lütfen şartlar ve koşulları okuyup kabul edin.', 'terms'),
      ),
      refresh: false,
      reload: false,
    });
  });

  it('a bad e-mail and a bad phone: phone first (priority 100 before 110); nothing is ordered', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const before = orderCount();
    const stock = stockOf(32);
    const reply = (await (
      await checkout(client, checkoutFields(nonce, { billing_email: 'ada@localhost', billing_phone: '12ab' }))
    ).json()) as Failure;
    expect(reply.messages).toBe(
      errorList(
        li('<strong>Fatura Telefon</strong> geçerli bir telefon numarası değil.', 'billing_phone'),
        li('<strong>Fatura E-posta adresi</strong> geçerli bir e-posta adresi değil.', 'billing_email'),
      ),
    );
    expect(orderCount()).toBe(before);
    expect(stockOf(32)).toBe(stock);
  });

  it('the terms box unticked is refused only where the box was printed (terms-field)', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const refused = (await (
      await checkout(client, without(checkoutFields(nonce), 'terms'))
    ).json()) as Failure;
    expect(refused.messages).toBe(
      errorList(li('Siparişinize devam etmek için lütfen şartlar ve koşulları okuyup kabul edin.', 'terms')),
    );
    const noBox = (await (
      await checkout(client, without(checkoutFields(nonce), 'terms', 'terms-field'))
    ).json()) as {
      result: string;
    };
    expect(noBox.result).toBe('success');
  });

  it('shipping elsewhere checks the shipping fields; otherwise they are ignored', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const reply = (await (
      await checkout(
        client,
        checkoutFields(nonce, { ship_to_different_address: '1', shipping_first_name: 'Can' }),
      )
    ).json()) as Failure;
    expect(reply.messages).toBe(
      errorList(
        li('<strong>Gönderim Soyad</strong> gerekli bir alandır.', 'shipping_last_name'),
        li('<strong>Gönderim Sokak adresi</strong> gerekli bir alandır.', 'shipping_address_1'),
        li('<strong>Gönderim İlçe</strong> gerekli bir alandır.', 'shipping_city'),
        li('<strong>Gönderim İl</strong> gerekli bir alandır.', 'shipping_state'),
        li('<strong>Gönderim Posta kodu</strong> gerekli bir alandır.', 'shipping_postcode'),
      ),
    );
    const shipped = (await (
      await checkout(
        client,
        checkoutFields(nonce, {
          ship_to_different_address: '1',
          shipping_first_name: 'Can',
          shipping_last_name: 'Demir',
          shipping_address_1: 'Atatürk Bulvarı 1',
          shipping_city: 'Çankaya',
          shipping_state: 'Ankara',
          shipping_postcode: '06420',
        }),
      )
    ).json()) as { order_id: number };
    const order = db()
      .prepare('SELECT shipping, ship_to_different_address FROM orders WHERE id = ?')
      .get(shipped.order_id) as { shipping: string; ship_to_different_address: number };
    expect(order.ship_to_different_address).toBe(1);
    expect(JSON.parse(order.shipping)).toMatchObject({
      shipping_first_name: 'Can',
      shipping_city: 'Çankaya',
    });
  });

  it('an unknown payment method: a notice without data-id', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const reply = (await (
      await checkout(client, checkoutFields(nonce, { payment_method: 'paypal' }))
    ).json()) as Failure;
    expect(reply.messages).toBe(errorList(li('Geçersiz ödeme yöntemi.')));
  });

  it('a bad or expired nonce: "unable to process" with refresh: true, nothing created', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const before = orderCount();
    const bad = (await (await checkout(client, checkoutFields('0123456789'))).json()) as Failure;
    expect(bad).toEqual({
      result: 'failure',
      messages: errorList(li('Siparişinizi işleme alamadık, lütfen tekrar deneyin.')),
      refresh: true,
      reload: false,
    });
    const missing = (await (
      await checkout(client, without(checkoutFields(nonce), 'woocommerce-process-checkout-nonce'))
    ).json()) as Failure;
    expect(missing.refresh).toBe(true);
    store.clock.shift += 2 * ttlSeconds * 1000 + 1000;
    try {
      const expired = (await (await checkout(client, checkoutFields(nonce))).json()) as Failure;
      expect(expired.refresh).toBe(true);
      expect(expired.messages).toContain('Siparişinizi işleme alamadık');
      // the page's refresh (update_order_review) prints a fresh nonce, which passes
      const fresh = checkoutNonce(await (await client.fetch('/odeme/')).text());
      expect(fresh).not.toBe(nonce);
      const placed = (await (await checkout(client, checkoutFields(fresh))).json()) as { result: string };
      expect(placed.result).toBe('success');
    } finally {
      store.clock.shift = 0;
    }
    expect(orderCount()).toBe(before + 1);
  });

  it('an emptied cart (another tab, cookies gone): the session-expired notice, no refresh', async () => {
    const { client, nonce } = await shopper([{ product_id: '32' }]);
    const stranger = createTestClient(store.server.url);
    const reply = (await (await checkout(stranger, checkoutFields(nonce))).json()) as Failure;
    expect(reply).toEqual({
      result: 'failure',
      messages: errorList(
        li(
          `Üzgünüz, oturumunuzun süresi doldu. <a href="${store.server.url}/magaza/" class="wc-backward">Mağazaya geri dön</a>`,
        ),
      ),
      refresh: false,
      reload: false,
    });
    // the shopper's own cart is untouched
    expect((await client.fetch('/odeme/')).status).toBe(200);
  });

  it('stock checked at the moment of ordering: out of stock, or not enough, comes before the field errors', async () => {
    const { client, nonce } = await shopper([{ product_id: '20', quantity: '3' }]);
    const before = orderCount();
    db().prepare('UPDATE products SET stock_quantity = 2 WHERE post_id = 20').run();
    const notEnough = (await (
      await checkout(client, checkoutFields(nonce, { billing_first_name: '' }))
    ).json()) as Failure;
    expect(notEnough.messages).toBe(
      errorList(
        li(
          'Üzgünüz, siparişinizi karşılamak için yeterli "Kablosuz Bluetooth Kulaklık" stoğumuz yok (stokta 2 adet var). Verdiğimiz rahatsızlıktan dolayı özür dileriz.',
        ),
        li('<strong>Fatura Ad</strong> gerekli bir alandır.', 'billing_first_name'),
      ),
    );
    db()
      .prepare("UPDATE products SET stock_quantity = 0, stock_status = 'outofstock' WHERE post_id = 20")
      .run();
    const out = (await (await checkout(client, checkoutFields(nonce))).json()) as Failure;
    expect(out.messages).toBe(
      errorList(
        li(
          'Üzgünüz, "Kablosuz Bluetooth Kulaklık" stokta yok. Lütfen sepetinizi düzenleyip tekrar deneyin. Verdiğimiz rahatsızlıktan dolayı özür dileriz.',
        ),
      ),
    );
    expect(orderCount()).toBe(before);
    db()
      .prepare("UPDATE products SET stock_quantity = 25, stock_status = 'instock' WHERE post_id = 20")
      .run();
  });
});

describe('wc-ajax checkout: a signed-in customer', () => {
  it('the form opens with the account’s billing address; the order is theirs and the address is saved', async () => {
    const { client, page, nonce } = await shopper([{ product_id: '32' }], {
      login: ['musteri', 'musteri123'],
    });
    expect(page).toContain(
      'name="billing_first_name" id="billing_first_name" placeholder=""  value="Zeynep"',
    );
    expect(page).toContain(
      'name="billing_email" id="billing_email" placeholder=""  value="musteri@firsat.test"',
    );
    expect(page).toContain('name="billing_phone" id="billing_phone" placeholder=""  value="0532 123 45 67"');
    const reply = (await (
      await checkout(
        client,
        checkoutFields(nonce, {
          billing_first_name: 'Zeynep',
          billing_last_name: 'Kaya',
          billing_email: 'musteri@firsat.test',
          billing_address_1: 'Yeni Adres Sokak 3',
        }),
      )
    ).json()) as { result: string; redirect: string; order_id: number };
    expect(reply.result).toBe('success');
    expect(db().prepare('SELECT customer_id FROM orders WHERE id = ?').get(reply.order_id)).toEqual({
      customer_id: 3,
    });
    const again = await (await postWcAjax(client, 'add_to_cart', { product_id: '32' })).json();
    expect(again).toHaveProperty('cart_hash');
    const next = await (await client.fetch('/odeme/')).text();
    expect(next).toContain('value="Yeni Adres Sokak 3"');
  });
});

import { describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 600;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });

interface CartNonces {
  update_shipping_method_nonce: string;
  apply_coupon_nonce: string;
}

/** A visitor with products in the cart, and the wc_cart_params the cart page printed for them. */
async function shopper(adds: Record<string, string>[]): Promise<{ client: TestClient; nonces: CartNonces }> {
  const client = createTestClient(store.server.url);
  for (const fields of adds) await postWcAjax(client, 'add_to_cart', fields);
  const page = await (await client.fetch('/sepet/')).text();
  return { client, nonces: readGlobal(page, 'wc_cart_params') as unknown as CartNonces };
}

const text = async (response: Response): Promise<string> => response.text();
const totalOf = (totals: string): string => /<tr class="order-total">[\s\S]*?<\/tr>/.exec(totals)?.[0] ?? '';

describe('wc-ajax update_shipping_method', () => {
  it('stores the chosen rate and answers the cart totals HTML computed with it', async () => {
    // 2 × 199,90 = 399,80 ₺: under the free-shipping minimum
    const { client, nonces } = await shopper([{ product_id: '100', quantity: '2' }]);
    const before = await (await client.fetch('/sepet/')).text();
    expect(before).toContain('value="flat_rate:1" class="shipping_method"   checked=\'checked\'');

    const response = await postWcAjax(client, 'update_shipping_method', {
      security: nonces.update_shipping_method_nonce,
      'shipping_method[0]': 'local_pickup:3',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const totals = await text(response);
    expect(totals).toMatch(/^<div class="cart_totals ">/);
    expect(totals).toContain('value="local_pickup:3" class="shipping_method"   checked=\'checked\'');
    expect(totals).not.toContain('free_shipping:2');
    expect(totalOf(totals)).toContain('399,80');

    const page = await (await client.fetch('/sepet/')).text();
    expect(page).toContain('value="local_pickup:3" class="shipping_method"   checked=\'checked\'');
    const flat = await text(
      await postWcAjax(client, 'update_shipping_method', {
        security: nonces.update_shipping_method_nonce,
        'shipping_method[0]': 'flat_rate:1',
      }),
    );
    expect(totalOf(flat)).toContain('449,70');
  });

  it('falls back to the first offered rate when the chosen one is not offered', async () => {
    const { client, nonces } = await shopper([{ product_id: '100' }]);
    const totals = await text(
      await postWcAjax(client, 'update_shipping_method', {
        security: nonces.update_shipping_method_nonce,
        'shipping_method[0]': 'free_shipping:2',
      }),
    );
    expect(totals).toContain('value="flat_rate:1" class="shipping_method"   checked=\'checked\'');
  });

  it('answers -1 with 403 for a missing, wrong, foreign or expired nonce', async () => {
    const { client, nonces } = await shopper([{ product_id: '32' }]);
    const other = await shopper([{ product_id: '32' }]);
    const fields = { 'shipping_method[0]': 'local_pickup:3' };
    for (const security of [
      undefined,
      'abcdef0123',
      other.nonces.update_shipping_method_nonce,
      nonces.apply_coupon_nonce,
    ]) {
      const response = await postWcAjax(client, 'update_shipping_method', {
        ...fields,
        ...(security === undefined ? {} : { security }),
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('-1');
    }
    store.clock.shift += ttlSeconds * 1000 + 1000;
    const expired = await postWcAjax(client, 'update_shipping_method', {
      ...fields,
      security: nonces.update_shipping_method_nonce,
    });
    store.clock.shift = 0;
    expect([expired.status, await expired.text()]).toEqual([403, '-1']);
    expect(await (await client.fetch('/sepet/')).text()).toContain(
      'value="flat_rate:1" class="shipping_method"   checked=\'checked\'',
    );
  });

  it('refuses a nonce printed before the cart session began', async () => {
    // the page was fetched with no session cookie kept: its nonce belongs to a session nobody resumes
    const page = await (await fetch(`${store.server.url}/sepet/`)).text();
    const stale = readGlobal(page, 'wc_cart_params') as unknown as CartNonces;
    const { client } = await shopper([{ product_id: '32' }]);
    for (const [name, security] of [
      ['update_shipping_method', stale.update_shipping_method_nonce],
      ['apply_coupon', stale.apply_coupon_nonce],
    ] as const) {
      const response = await postWcAjax(client, name, {
        security,
        coupon_code: 'INDIRIM10',
        'shipping_method[0]': 'x',
      });
      expect([response.status, await response.text()]).toEqual([403, '-1']);
    }
  });

  it('refuses the guest’s nonce after the visitor logs in', async () => {
    const { client, nonces } = await shopper([{ product_id: '32' }]);
    await client.fetch('/wp-login.php', {
      method: 'POST',
      body: new URLSearchParams({ log: 'musteri', pwd: 'musteri123' }),
    });
    const response = await postWcAjax(client, 'apply_coupon', {
      security: nonces.apply_coupon_nonce,
      coupon_code: 'INDIRIM10',
    });
    expect(response.status).toBe(403);
  });
});

describe('wc-ajax apply_coupon', () => {
  const apply = async (client: TestClient, nonces: CartNonces, code: string | undefined): Promise<string> => {
    const response = await postWcAjax(client, 'apply_coupon', {
      security: nonces.apply_coupon_nonce,
      ...(code === undefined ? {} : { coupon_code: code }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    return response.text();
  };
  const success =
    '\n\t\t<div class="woocommerce-message" role="alert">\n\t\t\tKupon kodu başarıyla uygulandı.\t\t</div>';
  const error = (message: string): string =>
    `<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\t${message}\t\t</li>\n\t</ul>`;

  it('applies a percent coupon, whatever its case, and the totals and cart page show the discount', async () => {
    // 2 × 199,90 = 399,80 ₺
    const { client, nonces } = await shopper([{ product_id: '100', quantity: '2' }]);
    expect(await apply(client, nonces, ' indirim10 ')).toBe(success);
    const page = await (await client.fetch('/sepet/')).text();
    expect(page).toContain('<tr class="cart-discount coupon-indirim10">');
    expect(page).toContain('<th>Kupon: indirim10</th>');
    expect(page).toMatch(/-<span class="woocommerce-Price-amount amount"><bdi>39,98&nbsp;/);
    expect(page).toContain('remove_coupon=indirim10');
    // 399,80 − 39,98 = 359,82, + 49,90 shipping
    expect(totalOf(page)).toContain('409,72');
    expect(await apply(client, nonces, 'INDIRIM10')).toBe(error('"indirim10" kupon kodu zaten uygulandı!'));

    const removeLink = /href="([^"]*remove_coupon=indirim10)"/.exec(page)?.[1] ?? '';
    const removed = await (await client.fetch(removeLink)).text();
    expect(removed).toContain('Kupon kaldırıldı.');
    expect(removed).not.toContain('cart-discount');
  });

  it('applies a fixed cart coupon on top, and free shipping follows the discounted subtotal', async () => {
    // 5 × 199,90 = 999,50 ₺, 949,50 after the coupon: still free shipping
    const { client, nonces } = await shopper([{ product_id: '100', quantity: '5' }]);
    expect(await apply(client, nonces, 'HOSGELDIN50')).toBe(success);
    const totals = await text(
      await postWcAjax(client, 'update_shipping_method', {
        security: nonces.update_shipping_method_nonce,
        'shipping_method[0]': 'free_shipping:2',
      }),
    );
    expect(totals).toContain('<th>Kupon: hosgeldin50</th>');
    expect(totalOf(totals)).toContain('949,50');
    expect(totals).toContain('value="free_shipping:2" class="shipping_method"   checked=\'checked\'');
  });

  it.each([
    ['an empty code', '', 'Lütfen bir kupon kodu girin.'],
    ['no code at all', undefined, 'Lütfen bir kupon kodu girin.'],
    ['an unknown code', 'YOKBOYLE', '"yokboyle" kuponu mevcut değil!'],
    ['an expired coupon', 'SURESIDOLDU', '"suresidoldu" kuponunun süresi dolmuş.'],
    [
      'a subscription-pack coupon',
      'PAKET20',
      'Üzgünüz, "paket20" kuponu sepetinizdeki ürünlere uygulanamaz.',
    ],
  ])('refuses %s with WooCommerce’s error notice', async (_, code, message) => {
    const { client, nonces } = await shopper([{ product_id: '100', quantity: '2' }]);
    expect(await apply(client, nonces, code)).toBe(error(message));
    expect(await (await client.fetch('/sepet/')).text()).not.toContain('cart-discount');
  });

  it('refuses a coupon under its minimum spend, with the amount', async () => {
    const { client, nonces } = await shopper([{ product_id: '100' }]);
    expect(await apply(client, nonces, 'HOSGELDIN50')).toBe(
      error(
        '"hosgeldin50" kuponu için en az harcama tutarı <span class="woocommerce-Price-amount amount"><bdi>300,00&nbsp;<span class="woocommerce-Price-currencySymbol">&#8378;</span></bdi></span>.',
      ),
    );
  });

  it('refuses a coupon whose usage limit is reached', async () => {
    const { client, nonces } = await shopper([
      { product_id: '24', quantity: '1' },
      { product_id: '32', quantity: '5' },
    ]);
    store.server.store.db.prepare("UPDATE coupons SET usage_count = 100 WHERE code = 'BUYUKSEPET'").run();
    expect(await apply(client, nonces, 'BUYUKSEPET')).toBe(
      error('"buyuksepet" kuponunun kullanım sınırına ulaşıldı.'),
    );
    store.server.store.db.prepare("UPDATE coupons SET usage_count = 0 WHERE code = 'BUYUKSEPET'").run();
  });

  it('drops an applied coupon once the cart falls under its minimum', async () => {
    const { client, nonces } = await shopper([{ product_id: '100', quantity: '2' }]);
    expect(await apply(client, nonces, 'HOSGELDIN50')).toBe(success);
    const cart = await (await client.fetch('/sepet/')).text();
    const key = /data-cart_item_key="([0-9a-f]+)"/.exec(cart)?.[1] ?? '';
    await postWcAjax(client, 'remove_from_cart', { cart_item_key: key });
    await postWcAjax(client, 'add_to_cart', { product_id: '100' });
    expect(await (await client.fetch('/sepet/')).text()).not.toContain('cart-discount');
  });

  it('prints notices that were waiting too, errors first', async () => {
    const { client, nonces } = await shopper([{ product_id: '100', quantity: '2' }]);
    await postWcAjax(client, 'add_to_cart', { product_id: '29' }); // leaves an error notice
    const notices = await apply(client, nonces, 'INDIRIM10');
    expect(notices.indexOf('Stokta olmadığı için')).toBeGreaterThan(-1);
    expect(notices.indexOf('Stokta olmadığı için')).toBeLessThan(notices.indexOf('başarıyla uygulandı'));
  });

  it('answers -1 with 403 for a bad nonce and applies nothing', async () => {
    const { client } = await shopper([{ product_id: '100', quantity: '2' }]);
    const response = await postWcAjax(client, 'apply_coupon', { security: 'nope', coupon_code: 'INDIRIM10' });
    expect([response.status, await response.text()]).toEqual([403, '-1']);
    expect(await (await client.fetch('/sepet/')).text()).not.toContain('cart-discount');
  });
});

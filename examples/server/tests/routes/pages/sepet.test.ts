import { describe, expect, it } from 'vitest';
import { createTestClient, postWcAjax, readGlobal, serveForTests, type TestClient } from '../../../testing';

const ttlSeconds = 600;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });

interface CartPage {
  client: TestClient;
  page: string;
  nonce: string;
  keys: string[];
}

const keysOf = (page: string): string[] =>
  [...page.matchAll(/name="cart\[([0-9a-f]+)\]\[qty\]"/g)].map((m) => m[1] ?? '');
const cartNonceOf = (page: string): string =>
  /name="woocommerce-cart-nonce" value="([^"]+)"/.exec(page)?.[1] ?? '';
const totalOf = (page: string): string => /<tr class="order-total">[\s\S]*?<\/tr>/.exec(page)?.[0] ?? '';
const qtyOf = (page: string, key: string): string =>
  new RegExp(`name="cart\\[${key}\\]\\[qty\\]"\\s+value="(\\d+)"`).exec(page)?.[1] ?? '';

async function shopper(adds: Record<string, string>[]): Promise<CartPage> {
  const client = createTestClient(store.server.url);
  for (const fields of adds) await postWcAjax(client, 'add_to_cart', fields);
  const page = await (await client.fetch('/sepet/')).text();
  return { client, page, nonce: cartNonceOf(page), keys: keysOf(page) };
}

function postCart(client: TestClient, fields: Record<string, string>): Promise<Response> {
  return client.fetch('/sepet/', { method: 'POST', body: new URLSearchParams(fields) });
}

describe('POST /sepet/ (update_cart, as the classic cart form posts it)', () => {
  it('sets cart[key][qty], redirects to the cart, which shows the notice and the new totals', async () => {
    const { client, page, nonce, keys } = await shopper([{ product_id: '32' }]);
    const key = keys[0] ?? '';
    expect(qtyOf(page, key)).toBe('1');
    const response = await postCart(client, {
      [`cart[${key}][qty]`]: '3',
      'woocommerce-cart-nonce': nonce,
      _wp_http_referer: '/sepet/',
      update_cart: 'Sepeti güncelle',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sepet/');
    const after = await (await client.fetch('/sepet/')).text();
    expect(qtyOf(after, key)).toBe('3');
    expect(after).toContain('<div class="woocommerce-message" role="alert">\n\t\t\tSepet güncellendi.');
    expect(totalOf(after)).not.toBe(totalOf(page));
  });

  it('0 removes the line; an emptied cart prints the empty-cart message', async () => {
    const { client, nonce, keys } = await shopper([{ product_id: '32' }]);
    await postCart(client, {
      [`cart[${keys[0]}][qty]`]: '0',
      'woocommerce-cart-nonce': nonce,
      update_cart: '1',
    });
    const after = await (await client.fetch('/sepet/')).text();
    expect(after).toContain('class="cart-empty woocommerce-info"');
    expect(after).not.toContain('woocommerce-cart-form');
  });

  it('keeps min 2 / max 10 of product 30 and says why, and ignores text', async () => {
    const { client, nonce, keys } = await shopper([{ product_id: '30', quantity: '2' }]);
    const key = keys[0] ?? '';
    const fields = (qty: string) => ({
      [`cart[${key}][qty]`]: qty,
      'woocommerce-cart-nonce': nonce,
      update_cart: '1',
    });
    await postCart(client, fields('1'));
    let after = await (await client.fetch('/sepet/')).text();
    expect(after).toContain('için en az 2 adet almalısınız.');
    expect(qtyOf(after, key)).toBe('2');
    await postCart(client, fields('11'));
    after = await (await client.fetch('/sepet/')).text();
    expect(after).toContain('için en fazla 10 adet alabilirsiniz.');
    expect(qtyOf(after, key)).toBe('2');
    await postCart(client, fields('abc'));
    after = await (await client.fetch('/sepet/')).text();
    expect(qtyOf(after, key)).toBe('2');
    expect(after).not.toContain('Sepet güncellendi.');
    await postCart(client, fields('10'));
    after = await (await client.fetch('/sepet/')).text();
    expect(qtyOf(after, key)).toBe('10');
  });

  it('a wrong or expired woocommerce-cart-nonce changes nothing and leaves an error notice', async () => {
    const { client, nonce, keys } = await shopper([{ product_id: '32' }]);
    const key = keys[0] ?? '';
    await postCart(client, { [`cart[${key}][qty]`]: '4', 'woocommerce-cart-nonce': 'bad', update_cart: '1' });
    let after = await (await client.fetch('/sepet/')).text();
    expect(qtyOf(after, key)).toBe('1');
    expect(after).toContain('<ul class="woocommerce-error" role="alert">');
    expect(after).toContain('Oturumunuzun süresi dolmuş.');
    store.clock.shift += ttlSeconds * 2 * 1000 + 1000;
    try {
      await postCart(client, {
        [`cart[${key}][qty]`]: '4',
        'woocommerce-cart-nonce': nonce,
        update_cart: '1',
      });
      after = await (await client.fetch('/sepet/')).text();
    } finally {
      store.clock.shift = 0;
    }
    expect(qtyOf(after, key)).toBe('1');
    expect(after).toContain('Oturumunuzun süresi dolmuş.');
  });

  it('apply_coupon + coupon_code applies the coupon (no JavaScript)', async () => {
    const { client } = await shopper([{ product_id: '32', quantity: '2' }]);
    const response = await postCart(client, { coupon_code: 'INDIRIM10', apply_coupon: 'Kuponu uygula' });
    expect(response.status).toBe(303);
    const after = await (await client.fetch('/sepet/')).text();
    expect(after).toContain('Kupon kodu başarıyla uygulandı.');
    expect(after).toContain('<tr class="cart-discount coupon-indirim10">');
  });
});

describe('wc-ajax remove_coupon', () => {
  async function withCoupon(): Promise<{ client: TestClient; security: string }> {
    const { client } = await shopper([{ product_id: '32', quantity: '2' }]);
    await postCart(client, { coupon_code: 'INDIRIM10', apply_coupon: '1' });
    const page = await (await client.fetch('/sepet/')).text();
    const params = readGlobal(page, 'wc_cart_params') as { remove_coupon_nonce: string };
    return { client, security: params.remove_coupon_nonce };
  }

  it('security + coupon drops the coupon and answers the notice HTML', async () => {
    const { client, security } = await withCoupon();
    const response = await postWcAjax(client, 'remove_coupon', { security, coupon: 'indirim10' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await response.text()).toBe(
      '\n\t\t<div class="woocommerce-message" role="alert">\n\t\t\tKupon kaldırıldı.\t\t</div>',
    );
    const page = await (await client.fetch('/sepet/')).text();
    expect(page).not.toContain('cart-discount');
  });

  it('an empty coupon answers an error notice', async () => {
    const { client, security } = await withCoupon();
    const text = await (await postWcAjax(client, 'remove_coupon', { security, coupon: '' })).text();
    expect(text).toContain('<ul class="woocommerce-error" role="alert">');
    expect(text).toContain('Üzgünüz, bu kupon kaldırılırken bir sorun oluştu.');
  });

  it('a missing, wrong or expired nonce answers -1 with 403 and keeps the coupon', async () => {
    const { client, security } = await withCoupon();
    const attempts: Record<string, string>[] = [
      { coupon: 'indirim10' },
      { security: 'x', coupon: 'indirim10' },
    ];
    for (const fields of attempts) {
      const denied = await postWcAjax(client, 'remove_coupon', fields);
      expect([denied.status, await denied.text()]).toEqual([403, '-1']);
    }
    store.clock.shift += ttlSeconds * 2 * 1000 + 1000;
    let expired: Response;
    try {
      expired = await postWcAjax(client, 'remove_coupon', { security, coupon: 'indirim10' });
    } finally {
      store.clock.shift = 0;
    }
    expect([expired.status, await expired.text()]).toEqual([403, '-1']);
    expect(await (await client.fetch('/sepet/')).text()).toContain('cart-discount coupon-indirim10');
  });
});

describe('?wopb-cart-clear', () => {
  it('empties the cart and coupons, redirects without the flag, and says so once', async () => {
    const { client } = await shopper([{ product_id: '32', quantity: '2' }]);
    await postCart(client, { coupon_code: 'INDIRIM10', apply_coupon: '1' });
    await client.fetch('/sepet/');
    const response = await client.fetch('/sepet/?wopb-cart-clear');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sepet/');
    const page = await (await client.fetch('/sepet/')).text();
    expect(page).toContain('class="cart-empty woocommerce-info"');
    expect(page).toContain('Ayırma süresi dolduğu için sepetiniz boşaltıldı.');
    const other = await client.fetch('/urun/hakiki-deri-cuzdan/?wopb-cart-clear=1&x=2');
    expect(other.headers.get('location')).toBe('/urun/hakiki-deri-cuzdan/?x=2');
    const again = await (await client.fetch('/sepet/')).text();
    expect(again).not.toContain('Ayırma süresi');
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkoutFields,
  checkoutNonce,
  createTestClient,
  postWcAjax,
  readGlobal,
  serveForTests,
  type TestClient,
} from '../../../testing';

const ttlSeconds = 600;
const store = serveForTests({ nonceTtlSeconds: ttlSeconds });

interface CheckoutParams {
  update_order_review_nonce: string;
  apply_coupon_nonce: string;
  is_checkout: string;
}

async function shopper(): Promise<{ client: TestClient; page: string; params: CheckoutParams }> {
  const client = createTestClient(store.server.url);
  await client.fetch('/?add-to-cart=32');
  const page = await (await client.fetch('/odeme/')).text();
  return { client, page, params: readGlobal(page, 'wc_checkout_params') as unknown as CheckoutParams };
}

describe('the checkout page /odeme/', () => {
  it('an empty cart is sent back to the cart page', async () => {
    const response = await createTestClient(store.server.url).fetch('/odeme/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/sepet\/$/);
  });

  it('prints the classic checkout: coupon toggle and form, attribution inputs, review, wc_checkout_params', async () => {
    const { page, params } = await shopper();
    expect(page).toContain('class="showcoupon"');
    expect(page).toContain(
      '<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none"',
    );
    expect(page).toContain('<form name="checkout" method="post" class="checkout woocommerce-checkout"');
    expect(page).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
    expect(page).toContain('<table class="shop_table woocommerce-checkout-review-order-table">');
    expect(page).toContain('<div id="payment" class="woocommerce-checkout-payment">');
    expect(page).toContain('<script id="wc-order-attribution-js-extra">');
    expect(params.is_checkout).toBe('1');
    expect(params.apply_coupon_nonce).toMatch(/^[0-9a-f]{10}$/);
    // No firsat-specific attribute anywhere: the islands must recognise the classic markup.
    expect(page).not.toMatch(/data-firsat|data-island/);
  });

  it('apply_coupon with the checkout nonce, then update_order_review shows the discount', async () => {
    const { client, params } = await shopper();
    // Hakiki Deri Cüzdan is over 250 ₺: INDIRIM10 applies.
    const notice = await (
      await postWcAjax(client, 'apply_coupon', {
        security: params.apply_coupon_nonce,
        coupon_code: 'INDIRIM10',
      })
    ).text();
    expect(notice).toContain('woocommerce-message');
    const response = await postWcAjax(client, 'update_order_review', {
      security: params.update_order_review_nonce,
      payment_method: 'cod',
      'shipping_method[0]': 'local_pickup:3',
      post_data: 'billing_first_name=Ada',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      result: string;
      reload: boolean;
      messages: string;
      fragments: Record<string, string>;
    };
    expect(Object.keys(body)).toEqual(['result', 'messages', 'reload', 'fragments']);
    expect(body.result).toBe('success');
    expect(body.reload).toBe(false);
    expect(Object.keys(body.fragments)).toEqual([
      '.woocommerce-checkout-review-order-table',
      '.woocommerce-checkout-payment',
    ]);
    const table = body.fragments['.woocommerce-checkout-review-order-table'] ?? '';
    expect(table).toContain('<tr class="cart-discount coupon-indirim10">');
    expect(table).toContain('value="local_pickup:3" class="shipping_method"   checked=\'checked\'');
    expect(body.fragments['.woocommerce-checkout-payment']).toContain(
      'id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" checked=\'checked\'',
    );
  });

  it('update_order_review keeps a ticked terms box ticked in the payment fragment it sends back', async () => {
    const { client, params } = await shopper();
    const refresh = async (postData: string) =>
      (
        (await (
          await postWcAjax(client, 'update_order_review', {
            security: params.update_order_review_nonce,
            payment_method: 'bacs',
            post_data: postData,
          })
        ).json()) as { fragments: Record<string, string> }
      ).fragments['.woocommerce-checkout-payment'] ?? '';
    expect(await refresh('billing_first_name=Ada&terms=on&terms-field=1')).toContain(
      'name="terms" checked=\'checked\' id="terms"',
    );
    expect(await refresh('billing_first_name=Ada&terms-field=1')).toContain('name="terms"  id="terms"');
  });

  it('update_order_review with a bad or expired nonce answers the session-expired fragment', async () => {
    const { client, params } = await shopper();
    const bad = (await (await postWcAjax(client, 'update_order_review', { security: 'nope' })).json()) as {
      fragments: Record<string, string>;
    };
    expect(Object.keys(bad.fragments)).toEqual(['form.woocommerce-checkout']);
    expect(bad.fragments['form.woocommerce-checkout']).toContain('class="woocommerce-error"');
    store.clock.shift += 2 * ttlSeconds * 1000 + 1000;
    try {
      const expired = (await (
        await postWcAjax(client, 'update_order_review', { security: params.update_order_review_nonce })
      ).json()) as { fragments: Record<string, string> };
      expect(Object.keys(expired.fragments)).toEqual(['form.woocommerce-checkout']);
    } finally {
      store.clock.shift = 0;
    }
  });

  it('the store notice is printed hidden on every page with its id, for the script to show', async () => {
    const page = await (await createTestClient(store.server.url).fetch('/')).text();
    expect(page).toMatch(
      /<p role="complementary" aria-label="Mağaza bildirimi" class="woocommerce-store-notice demo_store" data-notice-id="[0-9a-f]{32}" style="display:none;">Kasım fırsatları başladı: 750 ₺ ve üzeri siparişlerde kargo bedava! <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Kapat<\/a><\/p>/,
    );
  });
});

/** The checkout form's fields as a browser without JavaScript posts them (multipart, the button included). */
function pagePost(page: string, fields: Record<string, string>): RequestInit {
  const body = new FormData();
  const all = checkoutFields(checkoutNonce(page), {
    order_comments: 'Zili çalmayın',
    'shipping_method[0]': 'flat_rate:1',
    payment_method: 'cod',
    woocommerce_checkout_place_order: 'Siparişi onayla',
    ...fields,
  });
  for (const [name, value] of Object.entries(all)) body.append(name, value);
  return { method: 'POST', body };
}

describe('placing the order without JavaScript (POST /odeme/)', () => {
  it('a valid form is ordered and the browser is sent to the order-received page', async () => {
    const { client, page } = await shopper();
    const response = await client.fetch('/odeme/', pagePost(page, {}));
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/\/odeme\/siparis-alindi\/\d+\/\?key=wc_order_[A-Za-z0-9]{13}$/);
    const received = await (await client.fetch(location)).text();
    expect(received).toContain('woocommerce-thankyou-order-received');
    expect(received).toContain('<p>Siparişinizi teslim alırken nakit ödeyin.</p>');
  });

  it('a refused form comes back with the notices, the fields marked and everything typed', async () => {
    const { client, page } = await shopper();
    const response = await client.fetch(
      '/odeme/',
      pagePost(page, { billing_first_name: '', billing_email: 'ada@', terms: 'on' }),
    );
    expect(response.status).toBe(200);
    const again = await response.text();
    expect(again).toContain('<li data-id="billing_first_name">');
    expect(again).toContain('<strong>Fatura Ad</strong> gerekli bir alandır.');
    expect(again).toContain('<strong>Fatura E-posta adresi</strong> geçerli bir e-posta adresi değil.');
    expect(again).toContain(
      '<p class="form-row form-row-first validate-required woocommerce-invalid woocommerce-invalid-required-field" id="billing_first_name_field">',
    );
    expect(again).toMatch(
      /name="billing_first_name" id="billing_first_name" placeholder="" {2}value="" aria-required="true" aria-invalid="true"/,
    );
    expect(again).toContain(
      '<p class="form-row form-row-wide validate-required validate-email woocommerce-invalid woocommerce-invalid-email" id="billing_email_field">',
    );
    expect(again).toContain('value="ada@"');
    expect(again).toContain('value="Yılmaz"');
    expect(again).toContain('>Zili çalmayın</textarea>');
    expect(again).toContain('name="terms" checked=\'checked\' id="terms"');
    expect(again).toContain(
      'id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" checked=\'checked\'',
    );
  });

  it('"Toplamları güncelle" (noscript) stores the shipping choice and keeps what was typed, without ordering', async () => {
    const { client, page } = await shopper();
    const post = pagePost(page, { 'shipping_method[0]': 'local_pickup:3', billing_first_name: 'Deniz' });
    (post.body as FormData).delete('woocommerce_checkout_place_order');
    (post.body as FormData).append('woocommerce_checkout_update_totals', 'Toplamları güncelle');
    const response = await client.fetch('/odeme/', post);
    expect(response.status).toBe(200);
    const again = await response.text();
    expect(again).toContain('value="Deniz"');
    expect(again).toContain('value="local_pickup:3" class="shipping_method"   checked=\'checked\'');
    expect(again).not.toContain('woocommerce-error');
  });
});

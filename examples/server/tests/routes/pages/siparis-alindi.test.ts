import { describe, expect, it } from 'vitest';
import {
  checkoutFields,
  checkoutNonce,
  createTestClient,
  postWcAjax,
  serveForTests,
  type TestClient,
} from '../../../testing';

const store = serveForTests();

/** A visitor who ordered one wallet (899,90 ₺ + 49,90 ₺ standard shipping) by bank transfer. */
async function ordered(
  options: { login?: boolean; payment?: string } = {},
): Promise<{ client: TestClient; redirect: string; orderId: number }> {
  const client = createTestClient(store.server.url);
  if (options.login) {
    await client.fetch('/wp-login.php', {
      method: 'POST',
      body: new URLSearchParams({ log: 'musteri', pwd: 'musteri123', redirect_to: '/' }),
    });
  }
  await postWcAjax(client, 'add_to_cart', { product_id: '32' });
  const page = await (await client.fetch('/odeme/')).text();
  const reply = (await (
    await postWcAjax(
      client,
      'checkout',
      checkoutFields(checkoutNonce(page), {
        billing_phone: '0532 111 22 33',
        billing_email: options.login ? 'musteri@firsat.test' : 'ada@example.com',
        'shipping_method[0]': 'flat_rate:1',
        payment_method: options.payment ?? 'bacs',
      }),
    )
  ).json()) as { redirect: string; order_id: number };
  return { client, redirect: reply.redirect, orderId: reply.order_id };
}

describe('the order-received page /odeme/siparis-alindi/<id>/?key=…', () => {
  it('prints WooCommerce’s thank-you markup: notice, overview, bank details, order details, addresses', async () => {
    const { client, redirect, orderId } = await ordered();
    const response = await client.fetch(redirect);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toMatch(
      /<body class="[^"]*woocommerce-checkout woocommerce-page woocommerce-order-received/,
    );
    expect(page).toContain('<title>Sipariş alındı &#8211; Fırsat Çarşısı</title>');
    expect(page).toContain('<h1 class="entry-title">Sipariş alındı</h1>');
    expect(page).toContain(
      '<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Teşekkürler. Siparişiniz alındı.</p>',
    );
    expect(page).toContain(
      '<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">',
    );
    expect(page).toMatch(
      new RegExp(
        `<li class="woocommerce-order-overview__order order">\\s*Sipariş numarası: <strong>${orderId}</strong>`,
      ),
    );
    expect(page).toMatch(
      /<li class="woocommerce-order-overview__date date">\s*Tarih: <strong>\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}<\/strong>/,
    );
    // 899,90 + 49,90 standard shipping
    expect(page).toMatch(
      /<li class="woocommerce-order-overview__total total">\s*Toplam: <strong><span class="woocommerce-Price-amount amount"><bdi>949,80&nbsp;/,
    );
    expect(page).toMatch(
      /<li class="woocommerce-order-overview__payment-method method">\s*Ödeme yöntemi: <strong>Banka havalesi\/EFT<\/strong>/,
    );
    // a guest's order: no e-mail line in the overview
    expect(page).not.toContain('woocommerce-order-overview__email');
    expect(page).toContain('<h2 class="wc-bacs-bank-details-heading">Banka bilgilerimiz</h2>');
    expect(page).toContain('<h2 class="woocommerce-order-details__title">Sipariş detayları</h2>');
    expect(page).toContain(
      '<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">',
    );
    expect(page).toMatch(
      /<a href="[^"]*\/urun\/hakiki-deri-cuzdan\/">Hakiki Deri Cüzdan<\/a> <strong class="product-quantity">&times;&nbsp;1<\/strong>/,
    );
    expect(page).toMatch(
      /<th scope="row">Gönderim:<\/th>\s*<td><span[^>]*><bdi>49,90&nbsp;.*<small class="shipped_via">Standart Kargo ile<\/small>/,
    );
    expect(page).toMatch(/<th>Not:<\/th>\s*<td>Kapıya bırakın.<\/td>/);
    expect(page).toContain('<h2 class="woocommerce-column__title">Fatura adresi</h2>');
    expect(page).toContain('<p class="woocommerce-customer-details--email">ada@example.com</p>');
  });

  it('a wrong key (or an unknown order) shows only the thank-you line', async () => {
    const { client, orderId } = await ordered();
    for (const path of [
      `/odeme/siparis-alindi/${orderId}/?key=wc_order_yanlis`,
      '/odeme/siparis-alindi/999999/',
    ]) {
      const page = await (await client.fetch(path)).text();
      expect(page).toContain('woocommerce-thankyou-order-received');
      expect(page).not.toContain('woocommerce-order-overview');
      expect(page).not.toContain('woocommerce-order-details');
    }
  });

  it('cash on delivery prints its instructions, not the bank details', async () => {
    const { client, redirect } = await ordered({ payment: 'cod' });
    const page = await (await client.fetch(redirect)).text();
    expect(page).toContain('<p>Siparişinizi teslim alırken nakit ödeyin.</p>');
    expect(page).not.toContain('wc-bacs-bank-details');
  });

  it('a customer’s order: the e-mail line for them; a guest with the link is asked to log in', async () => {
    const { client, redirect } = await ordered({ login: true });
    const own = await (await client.fetch(redirect)).text();
    expect(own).toMatch(
      /<li class="woocommerce-order-overview__email email">\s*E-posta: <strong>musteri@firsat.test<\/strong>/,
    );
    const guest = await (await createTestClient(store.server.url).fetch(redirect)).text();
    expect(guest).toContain('Bu siparişi görüntülemek için lütfen hesabınıza giriş yapın.');
    expect(guest).not.toContain('woocommerce-order-overview');
  });

  it('opening it empties the cart again', async () => {
    const { client, redirect } = await ordered();
    await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    await client.fetch(redirect);
    expect((await client.fetch('/odeme/')).status).toBe(302);
  });
});

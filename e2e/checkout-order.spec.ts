import { expect, type Page } from '@playwright/test';
import { ownStoreTest as test } from './support';

/**
 * Placing the order end to end: home page → cart → checkout → order received, as a guest and
 * signed in, and the failure paths. Orders change stock and coupon counts, so every test here
 * gets a store of its own (`ownStoreTest`): no test sees another's order, and the shared store
 * the other specs use is never touched.
 */
/** Console errors, less the browser's own line for a request the test aborted. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('net::ERR_INTERNET_DISCONNECTED')) errors.push(m.text());
  });
  return errors;
}

/** From the home page: the wallet into the cart with its loop button, the cart, then the checkout. */
async function homeToCheckout(page: Page): Promise<void> {
  await page.goto('/');
  const button = page.locator('ul.products li.post-32 a.add_to_cart_button');
  await expect(button).toHaveAttribute('data-island-state', 'mounted');
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await page.locator('ul.products li.post-32 a.added_to_cart').click();
  await expect(page).toHaveURL(/\/sepet\/$/);
  await expect(page.locator('form.woocommerce-cart-form')).toContainText('Hakiki Deri Cüzdan');
  await page.getByRole('link', { name: 'Ödeme sayfasına git' }).click();
  await expect(page).toHaveURL(/\/odeme\/$/);
  await expect(page.locator('form.checkout[data-island-state="mounted"]')).toHaveCount(1);
  await expect(page.locator('#order_review[data-island-state="mounted"]')).toHaveCount(1);
}

const guest = {
  billing_first_name: 'Ada',
  billing_last_name: 'Yılmaz',
  billing_address_1: 'Bağdat Caddesi No: 5',
  billing_city: 'Kadıköy',
  billing_state: 'İstanbul',
  billing_postcode: '34728',
  billing_phone: '0532 111 22 33',
  billing_email: 'ada@example.com',
};

async function fill(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
}

/** The checkout requests the page sends, counted. */
function countCheckouts(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('wc-ajax=checkout')) sent += 1;
  });
  return () => sent;
}

const noticeGroup = (page: Page) => page.locator('form.checkout > .woocommerce-NoticeGroup-checkout');

test('a guest orders from the home page: the order-received page shows the number and the total', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const checkouts = countCheckouts(page);
  await homeToCheckout(page);
  await fill(page, guest);
  await page.locator('#order_comments').fill('Kapıya bırakın.');
  await page.locator('#terms').check();
  const total = (await page.locator('tr.order-total td').textContent())?.trim() ?? '';
  expect(total).toMatch(/₺/);

  // a double click sends one order
  await page.locator('#place_order').dblclick();
  await expect(page).toHaveURL(/\/odeme\/siparis-alindi\/\d+\/\?key=wc_order_[A-Za-z0-9]{13}$/);
  expect(checkouts()).toBe(1);
  const orderId = /siparis-alindi\/(\d+)\//.exec(page.url())?.[1];
  await expect(page.locator('h1.entry-title')).toHaveText('Sipariş alındı');
  await expect(page.locator('.woocommerce-order .woocommerce-thankyou-order-received')).toHaveText(
    'Teşekkürler. Siparişiniz alındı.',
  );
  await expect(page.locator('.woocommerce-order-overview__order strong')).toHaveText(orderId ?? '');
  await expect(page.locator('.woocommerce-order-overview__total strong')).toHaveText(total);
  await expect(page.locator('.woocommerce-order-overview__payment-method strong')).toHaveText(
    'Banka havalesi/EFT',
  );
  await expect(page.locator('.woocommerce-table--order-details')).toContainText('Hakiki Deri Cüzdan');
  await expect(page.locator('.woocommerce-table--order-details')).toContainText('Kapıya bırakın.');
  await expect(page.locator('.woocommerce-customer-details')).toContainText('ada@example.com');
  // the cart is empty now: the header says so and the checkout sends back to the cart
  await expect(page.locator('a.cart-contents')).toContainText('0 ürün');
  expect(errors).toEqual([]);
});

test('a signed-in customer: the form is filled from the account; the e-mail line is on the order-received page', async ({
  page,
}) => {
  await page.goto('/wp-login.php');
  await page.locator('#user_login').fill('musteri');
  await page.locator('#user_pass').fill('musteri123');
  await page.locator('#wp-submit').click();
  await expect(page.locator('.site-account')).toContainText('Zeynep Kaya');
  await homeToCheckout(page);
  await expect(page.locator('#billing_first_name')).toHaveValue('Zeynep');
  await expect(page.locator('#billing_email')).toHaveValue('musteri@firsat.test');
  await expect(page.locator('#billing_phone')).toHaveValue('0532 123 45 67');
  await page.locator('#payment_method_cod').check();
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/odeme\/siparis-alindi\/\d+\/\?key=wc_order_/);
  await expect(page.locator('.woocommerce-order-overview__email strong')).toHaveText('musteri@firsat.test');
  await expect(page.locator('.woocommerce-order-overview__payment-method strong')).toHaveText('Kapıda ödeme');
});

test('a missing field: the notices at the top are focused, the field is marked; fixing it places the order', async ({
  page,
}) => {
  await homeToCheckout(page);
  await fill(page, { ...guest, billing_first_name: '' });
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  const list = noticeGroup(page).locator('ul.woocommerce-error');
  await expect(list).toContainText('Fatura Ad gerekli bir alandır.');
  await expect(list).toBeFocused();
  await expect(list.locator('li[data-id="billing_first_name"] a')).toHaveAttribute(
    'href',
    '#billing_first_name',
  );
  const row = page.locator('#billing_first_name_field');
  await expect(row).toHaveClass(/woocommerce-invalid woocommerce-invalid-required-field/);
  await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#billing_first_name_description')).toHaveText('Fatura Ad gerekli bir alandır.');
  await expect(page.locator('[data-firsat-live-region] [aria-live="assertive"]')).toContainText(
    'Fatura Ad gerekli bir alandır.',
  );
  // the hidden shipping address is not marked
  await expect(page.locator('#shipping_first_name_field')).not.toHaveClass(/woocommerce-invalid/);

  await page.locator('#billing_first_name').fill('Ada');
  await expect(row).not.toHaveClass(/woocommerce-invalid/);
  await expect(page.locator('#billing_first_name')).not.toHaveAttribute('aria-invalid');
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/odeme\/siparis-alindi\/\d+\//);
});

test('offline: the error at the top, everything typed kept, the button usable; back online the order goes through', async ({
  page,
}) => {
  await homeToCheckout(page);
  await fill(page, guest);
  await page.locator('#order_comments').fill('Zili çalmayın.');
  await page.locator('#terms').check();
  await page.route('**/?wc-ajax=checkout', (route) => route.abort('internetdisconnected'));
  await page.locator('#place_order').click();
  const error = noticeGroup(page).locator('.woocommerce-error');
  await expect(error).toHaveText('You are probably offline.');
  await expect(error).toBeFocused();
  for (const [id, value] of Object.entries(guest)) await expect(page.locator(`#${id}`)).toHaveValue(value);
  await expect(page.locator('#order_comments')).toHaveValue('Zili çalmayın.');
  await expect(page.locator('#terms')).toBeChecked();
  await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
  await expect(page.locator('#place_order')).not.toHaveAttribute('aria-disabled');

  await page.unroute('**/?wc-ajax=checkout');
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/odeme\/siparis-alindi\/\d+\//);
});

test('an expired nonce: the notice and the classic refresh (a fresh nonce, the terms box still ticked); the next try goes through', async ({
  page,
}) => {
  await homeToCheckout(page);
  await fill(page, guest);
  await page.locator('#terms').check();
  const nonce = page.locator('#woocommerce-process-checkout-nonce');
  const printed = await nonce.inputValue();
  // What an expired nonce looks like to the server: one it no longer accepts.
  await nonce.evaluate((input) => {
    (input as HTMLInputElement).value = '0000000000';
  });
  const refreshed = page.waitForResponse((response) =>
    response.url().includes('wc-ajax=update_order_review'),
  );
  await page.locator('#place_order').click();
  await expect(noticeGroup(page)).toContainText('Siparişinizi işleme alamadık, lütfen tekrar deneyin.');
  await refreshed;
  // the refreshed #payment carries the session's valid nonce again
  await expect(nonce).toHaveValue(printed);
  await expect(page.locator('#terms')).toBeChecked();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/odeme\/siparis-alindi\/\d+\//);
});

test('without JavaScript the form posts to /odeme/ and ends on the order-received page', async ({
  browser,
  store,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: store.url });
  const page = await context.newPage();
  await page.goto('/?add-to-cart=32');
  await page.goto('/odeme/');
  await fill(page, { ...guest, billing_phone: '0532 ab' });
  await page.locator('#place_order').click();
  await expect(page.locator('ul.woocommerce-error')).toContainText(
    'Fatura Telefon geçerli bir telefon numarası değil.',
  );
  await expect(page.locator('ul.woocommerce-error')).toContainText('şartlar ve koşulları okuyup kabul edin');
  await expect(page.locator('#billing_first_name')).toHaveValue('Ada');
  await expect(page.locator('#billing_phone_field')).toHaveClass(/woocommerce-invalid-phone/);
  await expect(page.locator('#billing_phone')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#billing_phone').fill('0532 111 22 33');
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/odeme\/siparis-alindi\/\d+\/\?key=wc_order_/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  await context.close();
});

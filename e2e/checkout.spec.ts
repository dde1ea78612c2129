import { expect, type Page, test } from '@playwright/test';

/** Puts a product in the cart (WooCommerce's ?add-to-cart link) and opens the checkout. */
async function toCheckout(page: Page): Promise<void> {
  await page.goto('/?add-to-cart=32');
  await page.goto('/odeme/');
  await expect(page.locator('form.woocommerce-form-login[data-island-state="mounted"]')).toHaveCount(1);
}

const attribution = (page: Page, field: string) =>
  page.locator(`input[name="wc_order_attribution_${field}"]`);

test.describe('order attribution', () => {
  test('a campaign visit fills the checkout inputs (utm), counting the session’s pages', async ({ page }) => {
    await page.goto(
      '/?utm_source=bulten&utm_medium=email&utm_campaign=kasim-firsatlari&utm_content=ust-banner' +
        '&utm_id=kasim-42&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=remarketing',
    );
    await expect(
      page.locator('script#wc-order-attribution-js-extra[data-island-state="mounted"]'),
    ).toHaveCount(1);
    await page.goto('/?add-to-cart=32');
    await expect(
      page.locator('script#wc-order-attribution-js-extra[data-island-state="mounted"]'),
    ).toHaveCount(1);
    await page.goto('/odeme/');
    await expect(page.locator('wc-order-attribution-inputs input[type="hidden"]')).toHaveCount(16);
    await expect(attribution(page, 'source_type')).toHaveValue('utm');
    await expect(attribution(page, 'utm_source')).toHaveValue('bulten');
    await expect(attribution(page, 'utm_medium')).toHaveValue('email');
    await expect(attribution(page, 'utm_campaign')).toHaveValue('kasim-firsatlari');
    await expect(attribution(page, 'utm_content')).toHaveValue('ust-banner');
    // The four keys WooCommerce's sourcebuster fork records, kept across the session's pages.
    await expect(attribution(page, 'utm_id')).toHaveValue('kasim-42');
    await expect(attribution(page, 'utm_source_platform')).toHaveValue('meta');
    await expect(attribution(page, 'utm_creative_format')).toHaveValue('video');
    await expect(attribution(page, 'utm_marketing_tactic')).toHaveValue('remarketing');
    await expect(attribution(page, 'session_pages')).toHaveValue('3');
    await expect(attribution(page, 'session_count')).toHaveValue('1');
    await expect(attribution(page, 'session_entry')).toHaveValue(/\/\?utm_source=bulten/);
    await expect(attribution(page, 'user_agent')).toHaveValue(/Chrome/);
    // The inputs travel with the checkout form.
    const posted = await page
      .locator('form.woocommerce-checkout')
      .evaluate((form) => new FormData(form as HTMLFormElement).get('wc_order_attribution_source_type'));
    expect(posted).toBe('utm');
  });

  test('a search engine referrer is organic, another site is a referral', async ({ page, context }) => {
    await page.goto('/urun/hakiki-deri-cuzdan/', { referer: 'https://www.google.com/search?q=cuzdan' });
    await expect(
      page.locator('script#wc-order-attribution-js-extra[data-island-state="mounted"]'),
    ).toHaveCount(1);
    await toCheckout(page);
    await expect(attribution(page, 'source_type')).toHaveValue('organic');
    await expect(attribution(page, 'utm_source')).toHaveValue('google');

    await context.clearCookies();
    await page.goto('/', { referer: 'https://forum.example.org/konu/42' });
    await expect(
      page.locator('script#wc-order-attribution-js-extra[data-island-state="mounted"]'),
    ).toHaveCount(1);
    await toCheckout(page);
    await expect(attribution(page, 'source_type')).toHaveValue('referral');
    await expect(attribution(page, 'utm_source')).toHaveValue('forum.example.org');
    await expect(attribution(page, 'referrer')).toHaveValue('https://forum.example.org/konu/42');
  });

  test('a direct visit is typein', async ({ page }) => {
    await toCheckout(page);
    await expect(attribution(page, 'source_type')).toHaveValue('typein');
    await expect(attribution(page, 'utm_source')).toHaveValue('(direct)');
  });
});

test.describe('checkout login for guests', () => {
  test('a wrong password shows the message under the field; the right one reloads signed in', async ({
    page,
  }) => {
    const errors: string[] = [];
    // The browser itself logs the 422 answer as a failed resource; firsat must log nothing.
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('422') && errors.push(m.text()));
    await toCheckout(page);
    const form = page.locator('form.woocommerce-form-login');
    await expect(form).toBeHidden();
    const toggle = page.locator('a.showlogin');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(form).toBeVisible();
    await expect(page.locator('#username')).toBeFocused();

    await page.locator('#username').fill('musteri');
    await page.locator('#password').fill('yanlis-parola');
    await form.getByRole('button', { name: 'Giriş yap' }).click();
    const message = page.locator('#password-error');
    await expect(message).toHaveText('Hata: musteri kullanıcı adı için girdiğiniz parola hatalı.');
    await expect(page.locator('#password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#password')).toHaveAttribute('aria-describedby', 'password-error');
    await expect(page.locator('#password')).toBeFocused();
    await expect(page.locator('#username')).toHaveValue('musteri');

    await page.locator('#password').fill('musteri123');
    await Promise.all([page.waitForEvent('load'), page.locator('#password').press('Enter')]);
    await expect(page.locator('.site-account')).toContainText('Merhaba, Zeynep Kaya');
    await expect(page.locator('a.showlogin')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an unknown user gets the message under the username; a server outage a general error', async ({
    page,
  }) => {
    await toCheckout(page);
    await page.locator('a.showlogin').click();
    await page.locator('#username').fill('kimse');
    await page.locator('#password').fill('x');
    await page.locator('#password').press('Enter');
    await expect(page.locator('#username-error')).toContainText(
      'kimse kullanıcı adı ya da e-posta adresi bu sitede kayıtlı değil',
    );
    await expect(page.locator('#username')).toBeFocused();

    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.locator('#username').fill('musteri');
    await page.locator('#password').fill('musteri123');
    await page.locator('#password').press('Enter');
    const alert = page.locator('form.woocommerce-form-login [role="alert"]');
    await expect(alert).toHaveText('Giriş yapılamadı. Lütfen yeniden deneyin.');
    await expect(alert).toBeFocused();
    await expect(page.locator('#username-error')).toHaveCount(0);
    await expect(page.locator('#password')).toHaveValue('musteri123');
    await expect(page.locator('form.woocommerce-form-login button[type="submit"]')).toBeEnabled();
  });
});

test('a coupon on the checkout: the notice, then the order review with the discount', async ({ page }) => {
  await toCheckout(page);
  await expect(page.locator('#order_review[data-island-state="mounted"]')).toHaveCount(1);
  const total = await page.locator('tr.order-total td').textContent();
  await page.locator('a.showcoupon').click();
  await expect(page.locator('#coupon_code')).toBeFocused();
  await page.locator('#coupon_code').fill('INDIRIM10');
  const review = page.waitForRequest((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.locator('form.checkout_coupon').getByRole('button').click();
  await expect(page.locator('.woocommerce-message[role="alert"]')).toBeVisible();
  await expect(page.locator('form.checkout_coupon')).toBeHidden();
  // (ky streams the body, which Playwright does not record; the unit tests check the fields.)
  expect((await review).method()).toBe('POST');
  await expect(
    page.locator('.woocommerce-checkout-review-order-table tr.cart-discount.coupon-indirim10'),
  ).toBeVisible();
  await expect(page.locator('tr.order-total td')).not.toHaveText(total ?? '');

  // A code that does not exist: the error notice replaces the success.
  await page.locator('a.showcoupon').click();
  await page.locator('#coupon_code').fill('YOKBOYLE');
  await page.locator('#coupon_code').press('Enter');
  await expect(page.locator('.woocommerce-error[role="alert"]')).toBeVisible();
  await expect(page.locator('.woocommerce-message')).toHaveCount(0);
});

test('the store notice stays dismissed across pages and reloads', async ({ page, context }) => {
  await page.goto('/');
  const notice = page.locator('.woocommerce-store-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Kasım fırsatları başladı');
  const id = await notice.getAttribute('data-notice-id');
  await notice.locator('a.woocommerce-store-notice__dismiss-link').focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === `store_notice${id}`);
  expect(cookie?.value).toBe('hidden');
  expect(cookie?.path).toBe('/');
  await page.reload();
  await expect(page.locator('.woocommerce-store-notice[data-island-state="mounted"]')).toHaveCount(1);
  await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  await page.goto('/sepet/');
  await expect(page.locator('.woocommerce-store-notice[data-island-state="mounted"]')).toHaveCount(1);
  await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
});

test('the coming-soon banner: dismissal calls the REST route with the nonce header, hides, stays dismissed', async ({
  page,
}) => {
  await page.goto('/wp-login.php');
  await page.locator('#user_login').fill('yonetici');
  await page.locator('#user_pass').fill('yonetici123');
  await Promise.all([page.waitForURL('/'), page.locator('#wp-submit').click()]);
  const banner = page.locator('#coming-soon-footer-banner');
  await expect(banner).toBeVisible();
  const dismiss = banner.getByRole('button', { name: '"Yakında" bildirimini kapat' });
  await expect(dismiss).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().includes('/wp-json/wp/v2/users/'));
  const answered = page.waitForResponse((r) => r.url().includes('/wp-json/wp/v2/users/'));
  await dismiss.focus();
  await page.keyboard.press('Enter');
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(request.headers()['x-wp-nonce']).toMatch(/^[0-9a-f]{10}$/);
  expect(request.headers()['content-type']).toBe('application/json');
  expect((await answered).status()).toBe(200);
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.locator('.site-account')).toContainText('Site Yöneticisi');
  await expect(page.locator('#coming-soon-footer-banner')).toHaveCount(0);
});

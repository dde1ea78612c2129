import { expect, type Page, test } from '@playwright/test';

/** Fills the visitor's cart through WooCommerce's no-JavaScript links, then opens the cart page. */
async function cartWith(page: Page, adds: string[]): Promise<void> {
  for (const add of adds) await page.goto(`/?add-to-cart=${add}`);
  await page.goto('/sepet/');
  await expect(page.locator('form.woocommerce-cart-form')).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('div.cart_totals')).toHaveAttribute('data-island-state', 'mounted');
}

/** Records classic events on document.body in window.__events. */
async function recordEvents(page: Page, names: string[]): Promise<void> {
  await page.evaluate((list) => {
    const w = window as unknown as { __events: string[] };
    w.__events = [];
    for (const name of list) document.body.addEventListener(name, () => w.__events.push(name));
  }, names);
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: string[] }).__events);

/** The order total cell; the amounts follow from the seed (Filtre Kahve 699,90 ₺, Hakiki Deri Cüzdan 899,90 ₺, flat rate 49,90 ₺). */
const total = (page: Page) => page.locator('div.cart_totals tr.order-total td');
const row = (page: Page, name: string) => page.locator('tr.cart_item', { hasText: name });

test('plus/minus respect min 2 / max 10 and the update goes to the server by fetch', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await cartWith(page, ['30&quantity=2']);
  await page.evaluate(() => {
    (window as unknown as { __same: boolean }).__same = true;
  });
  await recordEvents(page, ['updated_wc_div', 'updated_cart_totals']);
  const qty = row(page, 'Filtre Kahve').locator('input.qty');
  const plus = row(page, 'Filtre Kahve').getByRole('button', { name: 'Adedi artır' });
  const update = page.getByRole('button', { name: 'Sepeti güncelle' });
  await expect(qty).toHaveValue('2');
  await expect(update).toBeDisabled();
  await expect(total(page)).toHaveText('1.449,70 ₺');

  await plus.click();
  await expect(qty).toHaveValue('3');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.locator('.woocommerce-message[role="alert"]')).toContainText('Sepet güncellendi.');
  await expect(total(page)).toHaveText('2.149,60 ₺');
  await expect(row(page, 'Filtre Kahve').locator('input.qty')).toHaveValue('3');
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  expect(await events(page)).toEqual(['updated_wc_div', 'updated_cart_totals']);

  // Up to max 10: then plus is disabled.
  const plusAgain = row(page, 'Filtre Kahve').getByRole('button', { name: 'Adedi artır' });
  for (let i = 0; i < 7; i += 1) await plusAgain.click();
  await expect(row(page, 'Filtre Kahve').locator('input.qty')).toHaveValue('10');
  await expect(plusAgain).toHaveAttribute('aria-disabled', 'true');
  // A typed value over max is clamped on change.
  await row(page, 'Filtre Kahve').locator('input.qty').fill('14');
  await row(page, 'Filtre Kahve').locator('input.qty').blur();
  await expect(row(page, 'Filtre Kahve').locator('input.qty')).toHaveValue('10');
  expect(errors).toEqual([]);
});

test('the server keeps min 2: an update to 1 shows its error notice, focused after 500 ms', async ({
  page,
}) => {
  await cartWith(page, ['30&quantity=3']);
  const minus = row(page, 'Filtre Kahve').getByRole('button', { name: 'Adedi azalt' });
  await minus.click();
  await minus.click();
  await expect(row(page, 'Filtre Kahve').locator('input.qty')).toHaveValue('1');
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Sepeti güncelle' }).click();
  const error = page.locator('ul.woocommerce-error[role="alert"]');
  await expect(error).toContainText('için en az 2 adet almalısınız.');
  await expect(error).toBeFocused();
  await expect(row(page, 'Filtre Kahve').locator('input.qty')).toHaveValue('3');
});

test('a shipping method change updates the totals from the server', async ({ page }) => {
  await cartWith(page, ['32']);
  await recordEvents(page, ['updated_shipping_method', 'updated_cart_totals']);
  await expect(total(page)).toHaveText('949,80 ₺');
  await page.getByLabel('Mağazadan Teslim Al').check();
  await expect(total(page)).toHaveText('899,90 ₺');
  await expect(page.getByLabel('Mağazadan Teslim Al')).toBeChecked();
  await expect(page.locator('div.cart_totals')).toHaveAttribute('data-island-state', 'mounted');
  expect(await events(page)).toEqual(['updated_shipping_method', 'updated_cart_totals']);
  // Back to the flat rate: the total moves again.
  await page.getByLabel(/Standart Kargo/).check();
  await expect(total(page)).toHaveText('949,80 ₺');
});

test('coupons: empty, unknown and good codes show the server notice; remove drops it', async ({ page }) => {
  await cartWith(page, ['32&quantity=2']);
  const code = page.locator('#coupon_code');
  const apply = page.getByRole('button', { name: 'Kuponu uygula' });
  const settled = () => expect(page.locator('form.woocommerce-cart-form')).not.toHaveClass(/processing/);

  await apply.click();
  await expect(page.locator('ul.woocommerce-error')).toContainText('Lütfen bir kupon kodu girin.');
  await settled();

  await code.fill('YOKBOYLE');
  await apply.click();
  await expect(page.locator('ul.woocommerce-error')).toContainText('"yokboyle" kuponu mevcut değil!');
  await settled();

  await expect(total(page)).toHaveText('1.849,70 ₺');
  await code.fill('INDIRIM10');
  await code.press('Enter');
  const success = page.locator('.woocommerce-message[role="alert"]');
  await expect(success).toContainText('Kupon kodu başarıyla uygulandı.');
  await expect(page.locator('tr.cart-discount.coupon-indirim10')).toBeVisible();
  // 10 % of 1.799,80 ₺ off
  await expect(total(page)).toHaveText('1.669,72 ₺');
  await expect(page.locator('ul.woocommerce-error')).toHaveCount(0);
  await expect(success).toBeFocused();
  await settled();

  await page.getByRole('button', { name: 'indirim10 kuponunu kaldır' }).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Kupon kaldırıldı.');
  await expect(page.locator('tr.cart-discount')).toHaveCount(0);
  await expect(total(page)).toHaveText('1.849,70 ₺');
});

test('a remove link removes the line by fetch; the last one empties the cart', async ({ page }) => {
  await cartWith(page, ['32', '20']);
  await recordEvents(page, ['removed_from_cart', 'updated_wc_div', 'wc_cart_emptied']);
  await page.getByRole('button', { name: /Hakiki Deri Cüzdan ürününü sepetten çıkar/ }).click();
  await expect(page.locator('tr.cart_item')).toHaveCount(1);
  await expect(page.locator('.woocommerce-message')).toContainText('sepetinizden çıkarıldı.');
  await page.locator('tr.cart_item a.remove').click();
  await expect(page.locator('.cart-empty')).toBeVisible();
  expect(await events(page)).toEqual([
    'updated_wc_div',
    'removed_from_cart',
    'updated_wc_div',
    'wc_cart_emptied',
    'removed_from_cart',
  ]);
});

test('a server error keeps the form as it was, unblocked, with an error notice and the SPEC log', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await cartWith(page, ['32']);
  await page.route('**/sepet/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await expect(total(page)).toHaveText('949,80 ₺');
  await row(page, 'Hakiki Deri Cüzdan').getByRole('button', { name: 'Adedi artır' }).click();
  await page.getByRole('button', { name: 'Sepeti güncelle' }).click();
  await expect(page.locator('ul.woocommerce-error')).toContainText(
    'Sepet güncellenemedi. Lütfen tekrar deneyin.',
  );
  await expect(row(page, 'Hakiki Deri Cüzdan').locator('input.qty')).toHaveValue('2');
  await expect(page.locator('form.woocommerce-cart-form')).not.toHaveClass(/processing/);
  await expect(page.locator('.blockOverlay')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sepeti güncelle' })).toBeEnabled();
  await expect(total(page)).toHaveText('949,80 ₺');
  expect(errors.some((e) => e.includes('Error occured.please try again'))).toBe(true);
});

test('the block overlay (opacity 0.6) covers the totals while a request is in flight', async ({ page }) => {
  await cartWith(page, ['32']);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/?wc-ajax=update_shipping_method', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Mağazadan Teslim Al').check();
  const overlay = page.locator('div.cart_totals .blockOverlay');
  await expect(overlay).toHaveCSS('opacity', '0.6');
  await expect(page.locator('div.cart_totals')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(overlay).toHaveCount(0);
});

test('?wopb-cart-clear empties the cart', async ({ page }) => {
  await cartWith(page, ['32', '20']);
  await page.goto('/sepet/?wopb-cart-clear');
  await expect(page).toHaveURL(/\/sepet\/$/);
  await expect(page.locator('.cart-empty')).toBeVisible();
  await expect(page.locator('.woocommerce-info').first()).toContainText('sepetiniz boşaltıldı');
});

test('single product page: steppers respect min 2 / max 10 and feed the form', async ({ page }) => {
  await page.goto('/urun/filtre-kahve-cekirdegi/');
  const form = page.locator('form.cart');
  const qty = form.locator('input.qty');
  const plus = form.getByRole('button', { name: 'Adedi artır' });
  const minus = form.getByRole('button', { name: 'Adedi azalt' });
  await expect(qty).toHaveValue('2');
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await plus.click();
  await expect(qty).toHaveValue('3');
  await expect(minus).toHaveAttribute('aria-disabled', 'false');
  await qty.fill('1');
  await qty.blur();
  await expect(qty).toHaveValue('2');
});

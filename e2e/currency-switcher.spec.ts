import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { addToCart, consoleErrors } from './support';

/**
 * The currency switcher (issue 21, product-blocks.md §12): the header's dropdown saves the
 * visitor's choice with admin-ajax `wopb_current_currency_save` and the page comes back with the
 * server's prices in it; the choice is announced and kept, for this visitor only (each test runs
 * in a fresh browser context, so a choice made here never reaches another test or spec file).
 */
const SHOP = '/magaza/';
const PRODUCT = '/urun/pamuklu-basic-tisort/';
const button = (page: Page) => page.locator('.wopb-selected-currency-container');
const option = (page: Page, code: string) => page.locator(`.wopb-select-container li[value="${code}"]`);
const live = (page: Page) => page.locator('[data-firsat-live-region] [role="status"]');
const idle = (page: Page) => page.evaluate(() => window.Firsat?.whenIdle());
/** The symbols of every wc_price() on the page (visible or not). */
const symbols = (page: Page) =>
  page.locator('.woocommerce-Price-amount .woocommerce-Price-currencySymbol').allTextContents();
const isSave = (request: Request) =>
  request.method() === 'POST' &&
  request.url().includes('/wp-admin/admin-ajax.php') &&
  new URLSearchParams(request.postData() ?? '').get('action') === 'wopb_current_currency_save';
const printedNonce = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { wopb_currency_switcher: { security: string } }).wopb_currency_switcher.security,
  );

/**
 * Records each `wopb_current_currency_save` the page sends, with the server's reply (through a
 * route: Chromium does not give a fetch body to request events).
 */
async function recordSaves(page: Page): Promise<{ fields: [string, string][]; reply: unknown }[]> {
  const saves: { fields: [string, string][]; reply: unknown }[] = [];
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? '');
    if (fields.get('action') !== 'wopb_current_currency_save') return route.continue();
    const response = await route.fetch();
    saves.push({ fields: [...fields], reply: await response.json() });
    return route.fulfill({ response });
  });
  return saves;
}

/** Opens the shop with the switcher started, lira prices. */
async function openShop(page: Page) {
  await page.goto(SHOP);
  await idle(page);
  await expect(button(page)).toHaveAttribute('role', 'button');
  expect(new Set(await symbols(page))).toEqual(new Set(['₺']));
}

test('mouse: choosing USD saves it (action, data, wpnonce), reloads with every price in dollars, announces it and keeps it', async ({
  page,
  browser,
}) => {
  const errors = consoleErrors(page);
  await openShop(page);
  const nonce = await printedNonce(page);
  await button(page).click();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(option(page, 'USD')).toBeVisible();
  await expect(option(page, 'TRY')).toBeHidden(); // the current one is not offered

  const saves = await recordSaves(page);
  await Promise.all([page.waitForEvent('load'), option(page, 'USD').click()]);
  expect(saves).toEqual([
    {
      fields: [
        ['action', 'wopb_current_currency_save'],
        ['data', 'USD'],
        ['wpnonce', nonce],
      ],
      reply: { success: true, data: { currency: 'USD' } },
    },
  ]);

  // The page came back from the server in dollars, and says so.
  await idle(page);
  await expect(live(page)).toHaveText('Para birimi USD olarak değiştirildi. Fiyatlar USD ile gösteriliyor.');
  await expect(page.locator('.wopb-selected-currency')).toHaveText('USD');
  await expect(button(page)).toHaveAccessibleName('Para birimi: USD');
  expect(new Set(await symbols(page))).toEqual(new Set(['$']));
  await expect(page.locator('.site-header-cart .cart-contents')).toContainText('$0,00');
  expect(
    await page.evaluate(() => (window as unknown as { wopb_core: Record<string, string> }).wopb_core),
  ).toMatchObject({
    currency_symbol: '$',
    currency_position: 'left',
  });

  // Kept on the next pages (announced once only): the product page, then the cart with its total.
  await page.goto(PRODUCT);
  await idle(page);
  expect(new Set(await symbols(page))).toEqual(new Set(['$']));
  expect(
    await page.evaluate(() => document.querySelector('[data-firsat-live-region]')?.textContent ?? ''),
  ).not.toContain('USD');
  await addToCart(page, '32', { quantity: '2' });
  await page.goto('/sepet/');
  // 2 × 899,90 ₺ = 1.799,80 ₺ → $42,30; the total with the shipping, in dollars too
  await expect(page.locator('.cart-subtotal .woocommerce-Price-amount')).toHaveText('$42,30');
  await expect(page.locator('.order-total .woocommerce-Price-amount')).toHaveText(/^\$\d+,\d\d$/);
  expect(new Set(await symbols(page))).toEqual(new Set(['$']));

  // Another visitor still sees lira: the choice is this visitor's, not the site's.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(SHOP);
  expect(new Set(await symbols(theirs))).toEqual(new Set(['₺']));
  await other.close();
  expect(errors).toEqual([]);
});

test('keyboard: Enter opens on the first option, arrows and Home/End move, Escape closes with focus back, Enter chooses', async ({
  page,
}) => {
  await openShop(page);
  await button(page).focus();
  await page.keyboard.press('Enter');
  await expect(option(page, 'USD')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(option(page, 'EUR')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(option(page, 'USD')).toBeFocused();
  await page.keyboard.press('End');
  await expect(option(page, 'EUR')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(option(page, 'EUR')).toBeHidden();
  await expect(button(page)).toBeFocused();

  await page.keyboard.press('ArrowUp'); // opens on the last one
  await expect(option(page, 'EUR')).toBeFocused();
  const saves = await recordSaves(page);
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  expect(saves.map((save) => new URLSearchParams(save.fields).get('data'))).toEqual(['EUR']);
  await idle(page);
  await expect(live(page)).toHaveText('Para birimi EUR olarak değiştirildi. Fiyatlar EUR ile gösteriliyor.');
  expect(new Set(await symbols(page))).toEqual(new Set(['€']));
});

test('a press outside and Tab away close the list', async ({ page }) => {
  await openShop(page);
  await button(page).click();
  await expect(option(page, 'USD')).toBeVisible();
  await page.locator('h1').click();
  await expect(option(page, 'USD')).toBeHidden();
  await button(page).click();
  await expect(option(page, 'USD')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(option(page, 'USD')).toBeHidden();
});

test('axe finds no violations with the list open', async ({ page }) => {
  await openShop(page);
  await button(page).click();
  await expect(option(page, 'USD')).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include('.wp-block-product-blocks-currency-switcher')
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a failure leaves the page as it was: loading removed, SPEC §8 logged with the status, a visible message', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await openShop(page);
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    isSave(route.request()) ? route.fulfill({ status: 500, body: 'Sunucu hatası' }) : route.continue(),
  );
  await button(page).click();
  await option(page, 'USD').click();
  await expect(page.locator('.wopb-currency-switcher-error')).toHaveText(
    'Para birimi değiştirilemedi. Lütfen tekrar deneyin.',
  );
  await expect(page.locator('.wopb-currency-switcher-error')).toHaveAttribute('role', 'alert');
  await expect(page.locator('.wp-block-product-blocks-currency-switcher')).not.toHaveClass(
    /wopb-block-loading/,
  );
  expect(errors).toContain('Error occured.please try again 500');
  expect(new Set(await symbols(page))).toEqual(new Set(['₺']));
  await page.reload();
  expect(new Set(await symbols(page))).toEqual(new Set(['₺']));
});

test('an expired nonce is renewed once with wopb_get_nonce and the choice goes through', async ({ page }) => {
  await openShop(page);
  const sent: string[] = [];
  await page.route('**/wp-admin/admin-ajax.php', (route) => {
    const request = route.request();
    const fields = new URLSearchParams(request.postData() ?? '');
    sent.push(`${fields.get('action')}:${fields.get('wpnonce') ?? ''}`);
    // The page's nonce as a page cache would keep it: refused the way check_ajax_referer refuses.
    if (isSave(request) && sent.length === 1) return route.fulfill({ status: 403, body: '-1' });
    return route.continue();
  });
  await button(page).click();
  await Promise.all([page.waitForEvent('load'), option(page, 'USD').click()]);
  expect(sent.map((s) => s.split(':')[0])).toEqual([
    'wopb_current_currency_save',
    'wopb_get_nonce',
    'wopb_current_currency_save',
  ]);
  // the last try carries the nonce wopb_get_nonce answered, kept where the product blocks keep it
  expect(sent[2]?.split(':')[1]).toBe(await page.evaluate(() => sessionStorage.getItem('wopb_nonce')));
  await idle(page);
  expect(new Set(await symbols(page))).toEqual(new Set(['$']));
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleErrors } from './support';

/**
 * Compare and wishlist on the demo store (packages/blocks islands/compare and wishlist, the shared
 * footer modal, admin-ajax wopb_compare / wopb_wishlist, wc-ajax wopb_product_list): by mouse and
 * by keyboard, the payloads' fields, the table's remove and the product-list picker, quantities,
 * the table's add to cart, the counts and active buttons (also in a second tab), the notice that
 * closes after 5 s, the wishlist's list, its login redirect and failure redirect, a failure and an
 * expired nonce, axe on the open modals.
 */

const MODAL = '.wopb-footer-section > .wopb-modal-wrap';

/** Notes every fetch's form body; `__staleOnce` sends an action's next call with a dead nonce. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __sent: string[]; __staleOnce: string[] };
    // kept across the tab's pages (a redirect after the action)
    w.__sent = JSON.parse(sessionStorage.getItem('__sent') ?? '[]');
    w.__staleOnce = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      let request = new Request(input, init);
      let body = await request.clone().text();
      const action = new URLSearchParams(body).get('action') ?? '';
      const stale = w.__staleOnce.indexOf(action);
      if (stale !== -1 && body.includes('wpnonce=')) {
        w.__staleOnce.splice(stale, 1);
        body = body.replace(/wpnonce=\w+/, 'wpnonce=eskimis');
        request = new Request(request, { body });
      }
      w.__sent.push(body);
      sessionStorage.setItem('__sent', JSON.stringify(w.__sent));
      return original(request);
    };
  });
});

async function sent(page: Page, action: string): Promise<Record<string, string>[]> {
  const all = await page.evaluate(() => (window as unknown as { __sent: string[] }).__sent);
  return all
    .map((body) => new URLSearchParams(body))
    .filter((fields) => fields.get('action') === action)
    .map((fields) => Object.fromEntries(fields));
}

const staleOnce = (page: Page, action: string) =>
  page.evaluate((name) => (window as unknown as { __staleOnce: string[] }).__staleOnce.push(name), action);

async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => window.Firsat?.whenIdle());
  await expect(page.locator('.wopb-compare-nav-item')).toHaveAttribute('data-island-state', 'mounted');
}

const axeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).include(MODAL).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
};

/** The shop loop's compare / wishlist button of the product named `name`. */
const loopButton = (page: Page, name: string, which: 'compare' | 'wishlist') =>
  page
    .locator('li.product', { has: page.locator('.woocommerce-loop-product__title', { hasText: name }) })
    .locator(which === 'compare' ? '.wopb-compare-addon-btn' : '.wopb-wishlist-addon-btn');

test('compare by mouse: the table in the modal, the payload, the count and active state, remove, Escape gives focus back; axe', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await ready(page, '/magaza/');
  const button = loopButton(page, 'Kablosuz Bluetooth Kulaklık', 'compare');
  await expect(button).toHaveAttribute('role', 'button');
  await expect(button).toHaveAccessibleName('Karşılaştırmaya ekle: Kablosuz Bluetooth Kulaklık');
  await button.click();
  const modal = page.locator(MODAL);
  await expect(modal).toHaveClass(/active/);
  await expect(modal).toHaveAttribute('role', 'dialog');
  await expect(modal).toHaveAccessibleName('Ürünleri karşılaştır');
  await expect(modal.locator('.wopb-compare-table .wopb-title-row')).toContainText(
    'Kablosuz Bluetooth Kulaklık',
  );
  expect((await sent(page, 'wopb_compare'))[0]).toEqual({
    action: 'wopb_compare',
    postid: expect.stringMatching(/^\d+$/),
    type: 'add',
    added_action: 'popup',
    wpnonce: expect.stringMatching(/^\w+$/),
  });
  await expect(page.locator('.wopb-compare-nav-item .wopb-compare-count')).toHaveText('1');
  await expect(button).toHaveClass(/wopb-compare-active/);
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(modal).not.toHaveClass(/active/);
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName('Karşılaştırmada: Kablosuz Bluetooth Kulaklık');
  // from the nav item: remove empties the list, the button turns back
  await page.locator('.wopb-compare-nav-item').click();
  await modal.locator('.wopb-compare-remove').first().click();
  await expect(modal.locator('.wopb-no-product')).toBeVisible();
  await expect(page.locator('.wopb-compare-nav-item .wopb-compare-count')).toHaveText('0');
  await expect(button).not.toHaveClass(/wopb-compare-active/);
  expect((await sent(page, 'wopb_compare')).map((f) => f.type)).toEqual(['add', 'nav_popup', 'remove']);
  expect(errors).toEqual([]);
});

test('compare by keyboard: focus in and kept, the picker (3+ characters, arrows, Enter adds), Escape twice, focus back', async ({
  page,
}) => {
  await ready(page, '/magaza/');
  const button = loopButton(page, 'Akıllı Saat Pro', 'compare');
  await button.focus();
  await page.keyboard.press('Enter');
  const modal = page.locator(MODAL);
  await expect(modal.locator('.wopb-compare-table')).toBeVisible();
  await expect(modal.locator('.wopb-modal-close')).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate((s) => !!document.querySelector(s)?.contains(document.activeElement), MODAL),
    ).toBe(true);
  }
  await expect(page.locator('#page')).toHaveAttribute('inert', '');
  // the picker
  await modal.locator('.wopb-compare-add-btn').focus();
  await page.keyboard.press('Enter');
  const search = modal.locator('.wopb-compare-product-list-modal .wopb-search-input');
  await expect(search).toBeFocused();
  await expect(modal.locator('.wopb-product-list-content')).toHaveAttribute('role', 'dialog');
  await page.keyboard.type('De');
  await page.waitForTimeout(600);
  expect(await sent(page, 'wopb_product_list')).toEqual([]);
  await page.keyboard.type('rİ');
  await expect.poll(async () => (await sent(page, 'wopb_product_list')).length).toBe(1);
  expect((await sent(page, 'wopb_product_list'))[0]).toEqual({
    action: 'wopb_product_list',
    search: 'Derİ',
    wpnonce: expect.stringMatching(/^\w+$/),
  });
  const results = modal.locator('.wopb-product-list .wopb-add-to-compare-btn');
  await expect(results.first()).toBeVisible();
  await expect(
    page.locator('.firsat-live-region, [aria-live]').filter({ hasText: 'ürün bulundu' }).first(),
  ).toBeAttached();
  await axeClean(page);
  await page.keyboard.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  const added = await results.first().getAttribute('data-postid');
  await page.keyboard.press('Enter');
  await expect(modal.locator(`.wopb-compare-table .wopb-compare-item-${added}`).first()).toBeAttached();
  await expect(search).toBeFocused();
  await expect(page.locator('.wopb-compare-nav-item .wopb-compare-count')).toHaveText('2');
  await page.keyboard.press('Escape');
  await expect(modal.locator('.wopb-compare-product-list-modal')).toHaveClass(/wopb-d-none/);
  await expect(modal.locator('.wopb-compare-add-btn')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).not.toHaveClass(/active/);
  await expect(button).toBeFocused();
});

test('the table: quantities at least 1, add to cart sends wopb_addcart with the quantity', async ({
  page,
}) => {
  await ready(page, '/magaza/');
  await loopButton(page, 'Kaymaz Yoga Matı', 'compare').click();
  const modal = page.locator(MODAL);
  const qty = modal.locator('.wopb-compare-table .wopb-qty').first();
  await qty.fill('0');
  await expect(qty).toHaveValue('1');
  await qty.fill('3');
  await qty.dispatchEvent('change');
  const add = modal.locator('.wopb-compare-table .wopb-add-to-cart.ajax_add_to_cart').first();
  await expect(add).toHaveAttribute('data-island-state', 'mounted');
  await add.click();
  await expect.poll(async () => (await sent(page, 'wopb_addcart')).length).toBe(1);
  expect((await sent(page, 'wopb_addcart'))[0]).toMatchObject({
    quantity: '3',
    postid: expect.stringMatching(/^\d+$/),
  });
});

test('the counts and active buttons follow another tab', async ({ page, context }) => {
  await ready(page, '/magaza/');
  const other = await context.newPage();
  await ready(other, '/magaza/');
  await loopButton(page, 'Kaymaz Yoga Matı', 'wishlist').click();
  await expect(page.locator('.wopb-wishlist-nav-item .wopb-wishlist-count')).toHaveText('1');
  await expect(other.locator('.wopb-wishlist-nav-item .wopb-wishlist-count')).toHaveText('1');
  await expect(loopButton(other, 'Kaymaz Yoga Matı', 'wishlist')).toHaveClass(/wopb-wishlist-active/);
});

test('the compare notice ("message"): no modal, a toast naming the product, gone after 5 s', async ({
  page,
}) => {
  await ready(page, '/demo/urun-listeleri/');
  await page.locator('#bildirim .wopb-compare-addon-btn').first().click();
  const toast = page.locator('.firsat-toast');
  await expect(toast).toContainText('karşılaştırma listesine eklendi.');
  await expect(page.locator(MODAL)).not.toHaveClass(/active/);
  expect((await sent(page, 'wopb_compare'))[0]).toMatchObject({ type: 'add', added_action: 'message' });
  await expect(toast).toHaveCount(0, { timeout: 7000 });
});

test('the sidebar: the list at the side, "Karşılaştır" opens the table', async ({ page }) => {
  await ready(page, '/demo/urun-listeleri/');
  await page.locator('#kenar .wopb-compare-addon-btn').first().click();
  const modal = page.locator(MODAL);
  await expect(modal).toHaveClass(/wopb-sidebar-wrap/);
  await expect(modal.locator('.wopb-lets-compare-btn')).toBeVisible();
  await axeClean(page);
  await modal.locator('.wopb-lets-compare-btn').click();
  await expect(modal.locator('.wopb-compare-table')).toBeVisible();
  await expect(modal).not.toHaveClass(/wopb-sidebar-wrap/);
});

test('wishlist: a first press adds (payload), a second opens the list; remove; Continue shopping', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await ready(page, '/magaza/');
  const button = loopButton(page, 'Kaymaz Yoga Matı', 'wishlist');
  await expect(button).toHaveAccessibleName('İstek listesine ekle: Kaymaz Yoga Matı');
  await button.click();
  await expect(button).toHaveClass(/wopb-wishlist-active/);
  await expect(button).toHaveAccessibleName('İstek listesini gör: Kaymaz Yoga Matı');
  expect((await sent(page, 'wopb_wishlist'))[0]).toEqual({
    action: 'wopb_wishlist',
    post_id: expect.stringMatching(/^\d+$/),
    type: 'add',
    simpleProduct: 'false',
    wpnonce: expect.stringMatching(/^\w+$/),
  });
  await expect(page.locator('.wopb-wishlist-nav-item .wopb-wishlist-count')).toHaveText('1');
  const modal = page.locator(MODAL);
  await expect(modal).not.toHaveClass(/active/);
  await button.click();
  await expect(modal.locator('.wopb-wishlist-modal-content table')).toContainText('Kaymaz Yoga Matı');
  await axeClean(page);
  await modal.locator('.wopb-wishlist-remove').click();
  await expect(modal).not.toHaveClass(/active/);
  await expect(button).not.toHaveClass(/wopb-wishlist-active/);
  await expect(page.locator('.wopb-wishlist-nav-item .wopb-wishlist-count')).toHaveText('0');
  // the empty list from the nav item, closed by "Alışverişe devam et" (to the shop)
  await page.locator('.wopb-wishlist-nav-item').click();
  await expect(modal.locator('.wopb-empty-wishlist-wrap')).toBeVisible();
  await modal.locator('.wopb-modal-continue').click();
  await page.waitForURL('**/magaza/');
  expect(errors).toEqual([]);
});

test('wishlist "add all to cart": cart_remove_all, then the cart page lists them', async ({ page }) => {
  await ready(page, '/magaza/');
  await loopButton(page, 'Kaymaz Yoga Matı', 'wishlist').click();
  await expect(page.locator('.wopb-wishlist-nav-item .wopb-wishlist-count')).toHaveText('1');
  await page.locator('.wopb-wishlist-nav-item').click();
  await page.locator(`${MODAL} .wopb-wishlist-cart-added[data-action="cart_remove_all"]`).click();
  await page.waitForURL('**/sepet/');
  await expect(page.locator('.woocommerce-cart-form')).toContainText('Kaymaz Yoga Matı');
  const calls = await sent(page, 'wopb_wishlist');
  expect(calls.map((f) => f.type)).toEqual(['add', 'menu_block', 'cart_remove_all']);
  expect(calls[2]?.post_id).toBe(calls[0]?.post_id);
});

test('wishlist with login required: the guest goes to the login page; a button without the attribute is refused and redirected too', async ({
  page,
}) => {
  await ready(page, '/demo/urun-listeleri/');
  const button = page.locator('#giris .wopb-wishlist-addon-btn').first();
  await expect(button).toHaveAttribute('data-login-redirect', /wp-login\.php\?redirect_to=/);
  await button.click();
  await page.waitForURL('**/wp-login.php?redirect_to=**');
  // a page cached before the setting (no data-login-redirect): the endpoint refuses with the address
  await page.route('**/demo/urun-listeleri/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/ data-login-redirect="[^"]*"/g, '');
    await route.fulfill({ response, body });
  });
  await ready(page, '/demo/urun-listeleri/');
  const cached = page.locator('#giris .wopb-wishlist-addon-btn').first();
  await expect(cached).not.toHaveAttribute('data-login-redirect');
  await cached.click();
  await page.waitForURL((url) => url.pathname === '/wp-login.php' && url.search === '');
});

test('a failure logs SPEC §8 with the status and takes the loader away; the list is unchanged', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (route.request().postData()?.includes('action=wopb_compare'))
      await route.fulfill({ status: 500, body: 'x' });
    else await route.fallback();
  });
  await ready(page, '/magaza/');
  const button = loopButton(page, 'Kaymaz Yoga Matı', 'compare');
  await button.click();
  await expect.poll(() => errors).toContain('Error occured.please try again 500');
  await expect(page.locator(`${MODAL} .wopb-modal-loading`)).not.toHaveClass(/active/);
  await expect(page.locator(MODAL)).not.toHaveClass(/active/);
  await expect(button).not.toHaveClass(/wopb-compare-active/);
});

test('an expired nonce is renewed once (wopb_get_nonce) and the action goes through', async ({ page }) => {
  await ready(page, '/magaza/');
  await staleOnce(page, 'wopb_compare');
  await staleOnce(page, 'wopb_wishlist');
  await loopButton(page, 'Kaymaz Yoga Matı', 'compare').click();
  await expect(page.locator(`${MODAL} .wopb-compare-table`)).toBeVisible();
  await page.keyboard.press('Escape');
  await loopButton(page, 'Kaymaz Yoga Matı', 'wishlist').click();
  await expect(loopButton(page, 'Kaymaz Yoga Matı', 'wishlist')).toHaveClass(/wopb-wishlist-active/);
  const compares = await sent(page, 'wopb_compare');
  expect(compares.map((f) => f.wpnonce === 'eskimis')).toEqual([true, false]);
  // each refused call renews once
  expect((await sent(page, 'wopb_get_nonce')).length).toBe(2);
  expect((await sent(page, 'wopb_wishlist')).map((f) => f.wpnonce === 'eskimis')).toEqual([true, false]);
});

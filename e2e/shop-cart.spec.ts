import { expect, type Page, test } from '@playwright/test';
import { addToCart } from './support';

const miniCart = (page: Page) => page.locator('.widget_shopping_cart_content');
const count = (page: Page) => page.locator('#site-header-cart .cart-contents .count');
const loopButton = (page: Page, id: number) => page.locator(`ul.products li.post-${id} a.ajax_add_to_cart`);

interface CartCall {
  endpoint: string;
  body: Record<string, string>;
  start: number;
  end: number;
}

/**
 * Records every cart call the page makes (endpoint, form fields, when it started and when its
 * answer was read), from inside the page: Chromium does not show Playwright the bodies ky sends.
 */
async function watchCart(page: Page) {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __cartCalls: unknown[] }).__cartCalls = log;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const text = await request.clone().text();
      const url = new URL(request.url);
      const body = Object.fromEntries(new URLSearchParams(text));
      const endpoint =
        url.searchParams.get('wc-ajax') ?? body.action ?? url.searchParams.get('action') ?? url.pathname;
      const entry = { endpoint, body, start: performance.now(), end: Number.POSITIVE_INFINITY };
      log.push(entry);
      try {
        const response = await original(request);
        await response.clone().text();
        entry.end = performance.now();
        return response;
      } catch (error) {
        entry.end = performance.now();
        throw error;
      }
    };
  });
  return async () =>
    (
      (await page.evaluate(() => (window as unknown as { __cartCalls: CartCall[] }).__cartCalls)) ?? []
    ).filter(
      // Not cart calls: the nonce refresh, and the sales popups' one request 2 s after load (it
      // lands inside a test that runs longer than that on a busy machine).
      (c) => c.endpoint !== 'rest-nonce' && !c.endpoint.endsWith('/sales/v1/notification'),
    );
}

async function ready(page: Page, id: number) {
  const button = loopButton(page, id);
  await expect(button).toHaveAttribute('data-island-state', 'mounted');
  return button;
}

test('adds from the home loop: loading → added, one View cart link, mini cart and count agree (drop-in markup)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const calls = await watchCart(page);
  await page.goto('/');
  expect(await page.locator('[data-firsat]').count()).toBe(0);
  expect(
    await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src'))),
  ).toEqual(['/firsat/firsat.js']);
  const button = await ready(page, 32);
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(button).not.toHaveClass(/\bloading\b/);
  const viewCart = page.locator('ul.products li.post-32 a.added_to_cart.wc-forward');
  // wc_add_to_cart_params.i18n_view_cart, as a Turkish WooCommerce prints it
  await expect(viewCart).toHaveText('Sepeti görüntüle');
  await expect(viewCart).toHaveAttribute('href', /\/sepet\/$/);
  await expect(miniCart(page)).toContainText('Hakiki Deri Cüzdan');
  await expect(count(page)).toHaveText('1 ürün');
  await button.click();
  await expect(count(page)).toHaveText('2 ürün');
  await expect(page.locator('ul.products li.post-32 a.added_to_cart')).toHaveCount(1);
  await expect(miniCart(page).locator('.quantity')).toContainText('2 ×');
  const cart = await calls();
  expect(cart.map((c) => c.endpoint)).toEqual(['add_to_cart', 'add_to_cart']);
  expect(cart[0]?.body).toMatchObject({
    product_id: '32',
    quantity: '1',
    product_sku: expect.any(String),
  });
  // The live region says what the classic script only showed.
  await expect(page.locator('[data-firsat-live-region] [role="status"]')).toHaveText(
    '“Hakiki Deri Cüzdan” sepetinize eklendi',
  );
  expect(errors).toEqual([]);
});

test('five fast clicks on /magaza/: five requests one after another, and a cart of five', async ({
  page,
}) => {
  const calls = await watchCart(page);
  await page.goto('/magaza/');
  const button = await ready(page, 20);
  for (let i = 0; i < 5; i += 1) await button.click({ delay: 0 });
  await expect(count(page)).toHaveText('5 ürün');
  await expect(button).not.toHaveClass(/\bloading\b/);
  const adds = (await calls()).filter((c) => c.endpoint === 'add_to_cart');
  expect(adds).toHaveLength(5);
  for (let i = 1; i < adds.length; i += 1) {
    expect(adds[i]?.start).toBeGreaterThanOrEqual(adds[i - 1]?.end ?? Number.POSITIVE_INFINITY);
  }
  await expect(miniCart(page).locator('.quantity')).toContainText('5 ×');
});

test('removes from the mini cart: the item is blocked, then the mini cart and the count agree', async ({
  page,
}) => {
  await page.goto('/');
  await (await ready(page, 32)).click();
  await expect(count(page)).toHaveText('1 ürün');
  await page.route('**/?wc-ajax=remove_from_cart', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // The remounted mini cart (fragments replaced its element) handles the remove.
  await expect(miniCart(page)).toHaveAttribute('data-island-state', 'mounted');
  await page.locator('#site-header-cart').hover();
  const remove = miniCart(page).locator('a.remove_from_cart_button');
  await remove.click();
  const item = page.locator('.woocommerce-mini-cart-item').first();
  await expect(item).toHaveAttribute('aria-busy', 'true');
  await expect(item.locator('.blockOverlay')).toHaveCSS('opacity', '0.6');
  await expect(miniCart(page)).toContainText('Sepetinizde ürün bulunmuyor.');
  await expect(count(page)).toHaveText('0 ürün');
  await expect(page.locator('[data-firsat-live-region] [role="status"]')).toHaveText(
    '“Hakiki Deri Cüzdan” sepetinizden çıkarıldı',
  );
});

test('error + product_url (a variable product’s own id) sends the browser to the product page', async ({
  page,
}) => {
  await page.goto('/');
  const button = await ready(page, 32);
  await button.evaluate((el) => el.setAttribute('data-product_id', '25'));
  await button.click();
  await page.waitForURL('**/urun/pamuklu-basic-tisort/');
  await expect(page.locator('.woocommerce-error')).toBeVisible();
});

test('a 500 and an offline failure log SPEC §8 and leave the button usable', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  const button = await ready(page, 32);
  await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await button.click();
  await expect.poll(() => errors.some((e) => e.startsWith('Error occured.please try again 500'))).toBe(true);
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(button).not.toHaveClass(/\badded\b/);
  await page.unroute('**/?wc-ajax=add_to_cart');
  await page.route('**/?wc-ajax=add_to_cart', (route) => route.abort('internetdisconnected'));
  await button.click();
  await expect.poll(() => errors.some((e) => e.startsWith('Error occured.please try again 0'))).toBe(true);
  await expect(page.locator('[data-firsat-live-region] [role="alert"]')).toHaveText(
    'Sepet güncellenemedi. Lütfen tekrar deneyin.',
  );
  await expect(button).not.toHaveClass(/\bloading\b/);
  await page.unroute('**/?wc-ajax=add_to_cart');
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(count(page)).toHaveText('1 ürün');
});

test('no get_refreshed_fragments without a session; cached fragments are reused while the hash matches', async ({
  page,
}) => {
  const calls = await watchCart(page);
  await page.goto('/');
  await ready(page, 32);
  await expect(miniCart(page)).toHaveAttribute('data-island-state', 'mounted');
  await page.waitForTimeout(300);
  expect((await calls()).map((c) => c.endpoint)).toEqual([]);
  await loopButton(page, 32).click();
  await expect(count(page)).toHaveText('1 ürün');
  // Same tab, next page: the cached fragments' hash equals the cookie, so no request.
  await page.goto('/magaza/');
  await expect(miniCart(page)).toHaveAttribute('data-island-state', 'mounted');
  await page.waitForTimeout(300);
  // A new page has a new log: nothing was requested on this one.
  expect((await calls()).map((c) => c.endpoint)).toEqual([]);
  await expect(count(page)).toHaveText('1 ürün');
  // A cache that cannot be trusted (hash differs from the cookie): one refresh.
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('wc_cart_hash')) sessionStorage.setItem(key, 'stale');
  });
  await page.reload();
  await expect.poll(async () => (await calls()).map((c) => c.endpoint)).toEqual(['get_refreshed_fragments']);
});

test('slider block on /magaza/: wopb_addcart, the action area turns active, the view-cart link takes the button’s place', async ({
  page,
}) => {
  const calls = await watchCart(page);
  await page.goto('/magaza/');
  const action = page.locator('.wopb-product-slider-block .wopb-cart-action').first();
  const button = action.locator('a.ajax_add_to_cart');
  await expect(button).toHaveAttribute('data-island-state', 'mounted');
  await button.click();
  await expect(action).toHaveClass(/wopb-active/);
  await expect(action.locator('.wopb-view-cart')).toBeVisible();
  await expect(action.locator('a.ajax_add_to_cart')).toHaveCount(0);
  await expect(count(page)).toHaveText('1 ürün');
  const cart = await calls();
  expect(cart.map((c) => c.endpoint)).toEqual(['wopb_addcart']);
  expect(cart[0]?.body).toMatchObject({
    postid: expect.any(String),
    quantity: '1',
    wpnonce: expect.any(String),
  });
});

test('the sort form resubmits on change', async ({ page }) => {
  await page.goto('/magaza/');
  await expect(page.locator('form.woocommerce-ordering')).toHaveAttribute('data-island-state', 'mounted');
  await page.locator('form.woocommerce-ordering select.orderby').selectOption('price');
  await page.waitForURL(/orderby=price/);
  await expect(page.locator('form.woocommerce-ordering select.orderby')).toHaveValue('price');
  await expect(page.locator('.woocommerce-result-count')).toHaveAttribute('data-is-sorted-by', 'true');
});

test('a second tab updates its cart when the first one changes it (storage event)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/magaza/');
  await expect(other.locator('.widget_shopping_cart_content')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
  await (await ready(page, 32)).click();
  await expect(count(page)).toHaveText('1 ürün');
  await expect(other.locator('#site-header-cart .cart-contents .count')).toHaveText('1 ürün');
  await expect(other.locator('.widget_shopping_cart_content')).toContainText('Hakiki Deri Cüzdan');
});

test('a page restored from the back/forward cache refreshes its cart', async ({ page }) => {
  await page.goto('/');
  await expect(miniCart(page)).toHaveAttribute('data-island-state', 'mounted');
  // The cart changes elsewhere (same visitor, same cookies) while this page sits in the cache.
  await addToCart(page, '32', { quantity: '2' });
  await expect(count(page)).toHaveText('0 ürün');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(count(page)).toHaveText('2 ürün');
  await expect(miniCart(page)).toContainText('Hakiki Deri Cüzdan');
});

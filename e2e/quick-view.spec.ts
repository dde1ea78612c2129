import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Quick view on the demo store (packages/blocks islands/quick-view, the wc-ajax wopb_quickview
 * route, admin-ajax wopb_addcart): opened from a card by mouse and by keyboard, previous / next
 * through the loop, the zoom at 1280 px, a variation chosen and added with the payload's fields,
 * buy now, a failure and an expired nonce, Escape giving the focus back, axe on the open modal.
 */

const MODAL = '.wopb-footer-section > .wopb-modal-wrap';

/** Every fetch's [url, form body], kept outside the page (a buy now navigates away). */
const recorded = new WeakMap<Page, [string, string][]>();

/**
 * Notes every fetch's url and form body from inside the page (Chromium does not show Playwright
 * the bodies ky sends). `window.__staleOnce` names actions whose next call goes out with a nonce
 * the server no longer takes (what a page cache's stale nonce looks like).
 */
test.beforeEach(async ({ page }) => {
  const list: [string, string][] = [];
  recorded.set(page, list);
  await page.exposeFunction('__qvRecord', (url: string, body: string) => {
    list.push([url, body]);
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      __staleOnce: string[];
      __qvRecord: (url: string, body: string) => Promise<void>;
    };
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
      await w.__qvRecord(request.url, body);
      return original(request);
    };
  });
});

/** The form bodies sent with `action`, in order. */
async function sent(page: Page, action: string): Promise<Record<string, string>[]> {
  return (recorded.get(page) ?? [])
    .map(([, body]) => new URLSearchParams(body))
    .filter((fields) => fields.get('action') === action)
    .map((fields) => Object.fromEntries(fields));
}

/** Waits for the first body sent with `action`. */
async function firstSent(page: Page, action: string): Promise<Record<string, string>> {
  await expect.poll(async () => (await sent(page, action)).length).toBeGreaterThan(0);
  return (await sent(page, action))[0] as Record<string, string>;
}

const staleOnce = (page: Page, action: string) =>
  page.evaluate((name) => (window as unknown as { __staleOnce: string[] }).__staleOnce.push(name), action);

async function shop(page: Page) {
  await page.goto('/magaza/');
  await page.evaluate(() => window.Firsat?.whenIdle());
  const button = page.locator('.wopb-quick-btn-wrap .wopb-quickview-btn');
  await expect(button.first()).toHaveAttribute('data-island-state', 'mounted');
  return button;
}

/** The shop loop's button of the product named `name`. */
const buttonFor = (page: Page, name: string) =>
  page
    .locator('li.product', { has: page.locator('.woocommerce-loop-product__title', { hasText: name }) })
    .locator('.wopb-quickview-btn');

async function opened(page: Page, name: string) {
  const modal = page.locator(MODAL);
  await expect(modal).toHaveClass(/active/);
  await expect(modal).toHaveAttribute('role', 'dialog');
  await expect(modal.locator('.wopb-modal-content .product_title')).toHaveText(name);
  await expect(modal.locator('.wopb-modal-loading')).not.toHaveClass(/active/);
  return modal;
}

test('a card’s quick view opens by mouse: the wopb_quickview payload, the reply in the footer modal, previous / next through the loop', async ({
  page,
}) => {
  await shop(page);
  await buttonFor(page, 'Pamuklu Basic Tişört').click();
  const view = await firstSent(page, 'wopb_quickview');
  expect(Object.keys(view)).toEqual(['action', 'postid', 'postList', 'wpnonce']);
  expect(view).toMatchObject({ action: 'wopb_quickview', postid: '25' });
  expect(view.postList?.split(',')).toContain('25');
  expect(view.wpnonce).toMatch(/^\w+$/);
  const modal = await opened(page, 'Pamuklu Basic Tişört');
  await expect(modal).toHaveAccessibleName('Pamuklu Basic Tişört');
  // the navigation moved beside the box, shown
  const navigation = modal.locator('.wopb-after-modal-content .wopb-quick-view-navigation');
  await expect(navigation).not.toHaveClass(/wopb-d-none/);
  const next = navigation.locator('.wopb-quick-view-next');
  await expect(next).toBeVisible();
  const nextName = (await next.locator('.wopb-nav-title').textContent())?.trim() ?? '';
  await expect(next).toHaveAttribute('role', 'button');
  await next.click();
  await opened(page, nextName);
  // the loop's previous of the next one is the first product again
  await modal.locator('.wopb-quick-view-previous').click();
  await opened(page, 'Pamuklu Basic Tişört');
  // the pictures: one at a time, the thumbnails as buttons
  const thumbs = modal.locator('.wopb-quick-slider-nav > div');
  expect(await thumbs.count()).toBeGreaterThan(1);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(modal.locator('.wopb-slick-prev-large')).toBeVisible();
});

test('by keyboard: Enter opens it, the focus is inside, arrows reach previous / next, Escape closes and gives the focus back', async ({
  page,
}) => {
  await shop(page);
  const button = buttonFor(page, 'Pamuklu Basic Tişört');
  await button.focus();
  await page.keyboard.press('Enter');
  const modal = await opened(page, 'Pamuklu Basic Tişört');
  await expect
    .poll(() => page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement), MODAL))
    .toBe(true);
  // Tab stays in the dialog (the box and the arrows beside it)
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement), MODAL),
    ).toBe(true);
  }
  const next = modal.locator('.wopb-quick-view-next');
  await next.focus();
  const nextName = (await next.locator('.wopb-nav-title').textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await opened(page, nextName);
  await page.keyboard.press('Escape');
  await expect(modal).not.toHaveClass(/active/);
  await expect(button).toBeFocused();
});

test('the hover prefetch: one request per product, and the press opens from it', async ({ page }) => {
  await shop(page);
  const ids = async () => (await sent(page, 'wopb_quickview')).map((f) => f.postid);
  const button = buttonFor(page, 'Pamuklu Basic Tişört');
  await button.hover();
  await expect.poll(ids).toEqual(['25']);
  await page.mouse.move(0, 0);
  await button.hover();
  await button.click();
  await opened(page, 'Pamuklu Basic Tişört');
  expect(await ids()).toEqual(['25']);
});

test('zoom at 1280 px: hovering the picture shows the zoom window, its offset capped at 74 %', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shop(page);
  await buttonFor(page, 'Pamuklu Basic Tişört').click();
  const modal = await opened(page, 'Pamuklu Basic Tişört');
  const image = modal.locator('.wopb-quick-slider .wopb-main-image').first();
  const box = await image.boundingBox();
  if (!box) throw new Error('no picture');
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
  const outer = modal.locator('.wopb-zoom-image-outer');
  await expect(outer).toBeVisible();
  const inner = modal.locator('.wopb-zoom-image-inner');
  await expect
    .poll(() => inner.evaluate((el) => (el as HTMLElement).style.transform))
    .toMatch(/^translate\(-2\d(\.\d+)?%, -(49|50|51)(\.\d+)?%\)$/);
  await expect(inner.locator('img')).toHaveAttribute('src', (await image.getAttribute('src')) ?? '');
  await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2);
  await expect
    .poll(() => inner.evaluate((el) => (el as HTMLElement).style.transform))
    .toBe('translate(-74%, -74%)');
  await page.mouse.move(5, 5);
  await expect(outer).toBeHidden();
});

test('no zoom at 390 px; the columns stack', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await shop(page);
  await buttonFor(page, 'Pamuklu Basic Tişört').click();
  const modal = await opened(page, 'Pamuklu Basic Tişört');
  const image = modal.locator('.wopb-quick-slider .wopb-main-image').first();
  await image.hover();
  await expect(modal.locator('.wopb-zoom-image-outer')).toBeHidden();
  const columns = await modal
    .locator('.wopb-main-section')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
});

test('a variation chosen in the modal is added through wopb_addcart with its fields; the message, the fragments and added_to_cart', async ({
  page,
}) => {
  await shop(page);
  await buttonFor(page, 'Pamuklu Basic Tişört').click();
  const modal = await opened(page, 'Pamuklu Basic Tişört');
  const form = modal.locator('form.variations_form');
  // cart's own variation form island mounted in the inserted HTML
  await expect(form).toHaveAttribute('data-island-state', 'mounted');
  const addedToCart = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        document.body.addEventListener('added_to_cart', (event) => {
          resolve(((event as CustomEvent).detail as unknown[]).length);
        });
      }),
  );
  await form.locator('select[name="attribute_pa_renk"]').selectOption('kirmizi');
  await form.locator('select[name="attribute_pa_beden"]').selectOption('m');
  await expect(form.locator('input.variation_id')).toHaveValue('101');
  await form.locator('button.single_add_to_cart_button').click();
  const add = await firstSent(page, 'wopb_addcart');
  expect(add).toMatchObject({
    action: 'wopb_addcart',
    postid: '25',
    variationId: '101',
    quantity: '1',
    'variation[attribute_pa_renk]': 'kirmizi',
    'variation[attribute_pa_beden]': 'm',
    cartType: '',
    attribute_pa_renk: 'kirmizi',
    attribute_pa_beden: 'm',
    variation_id: '101',
    product_id: '25',
    'add-to-cart': '25',
  });
  expect(add.wpnonce).toMatch(/^\w+$/);
  const message = modal.locator('.wopb-modal-body .woocommerce-message');
  await expect(message).toBeVisible();
  await expect(message).toContainText('sepetinize eklendi');
  expect(await addedToCart).toBe(3);
  await expect(page.locator('.site-header-cart .count, a.cart-contents .count').first()).toContainText('1');
  // the modal stays open (data-modal_close_after_cart="no")
  await expect(modal).toHaveClass(/active/);
});

test('buy now sends cartType buy_now and goes to the checkout', async ({ page }) => {
  await shop(page);
  await buttonFor(page, 'Kablosuz Bluetooth Kulaklık').click();
  const modal = await opened(page, 'Kablosuz Bluetooth Kulaklık');
  await modal.locator('.wopb-quickview-buy-btn').click();
  expect(await firstSent(page, 'wopb_addcart')).toMatchObject({
    action: 'wopb_addcart',
    cartType: 'buy_now',
    quantity: '1',
  });
  await page.waitForURL(/\/odeme\/$/);
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText(
    'Kablosuz Bluetooth Kulaklık',
  );
});

test('an expired nonce is renewed once and the view goes through; so does the add to cart', async ({
  page,
}) => {
  await shop(page);
  await staleOnce(page, 'wopb_quickview');
  await buttonFor(page, 'Kablosuz Bluetooth Kulaklık').click();
  const modal = await opened(page, 'Kablosuz Bluetooth Kulaklık');
  const views = await sent(page, 'wopb_quickview');
  expect(views.map((v) => v.wpnonce === 'eskimis')).toEqual([true, false]);
  expect(await sent(page, 'wopb_get_nonce')).toHaveLength(1);

  await staleOnce(page, 'wopb_addcart');
  await modal.locator('form.cart button.single_add_to_cart_button').click();
  await expect(modal.locator('.woocommerce-message')).toContainText('sepetinize eklendi');
  const adds = await sent(page, 'wopb_addcart');
  expect(adds.map((v) => v.wpnonce === 'eskimis')).toEqual([true, false]);
});

test('a failure logs SPEC §8’s line with the status and takes the loader away', async ({ page }) => {
  await shop(page);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route(/wc-ajax=wopb_quickview/, (route) =>
    route.fulfill({ status: 500, body: 'Sunucu hatası' }),
  );
  await buttonFor(page, 'Kablosuz Bluetooth Kulaklık').click();
  await expect.poll(() => errors).toContain('Error occured.please try again 500');
  const modal = page.locator(MODAL);
  await expect(modal.locator('.wopb-modal-loading')).not.toHaveClass(/active/);
  await expect(modal.locator('.wopb-modal-content .product_title')).toHaveCount(0);
});

test('axe finds no violations with the quick view open (1280 and 390 px)', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await shop(page);
    await buttonFor(page, 'Pamuklu Basic Tişört').click();
    await opened(page, 'Pamuklu Basic Tişört');
    await page.waitForTimeout(400); // the open animation
    const { violations } = await new AxeBuilder({ page }).include(MODAL).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
});

test('a product-blocks card’s meta icon opens it too', async ({ page }) => {
  await page.goto('/vitrin/');
  await page.evaluate(() => window.Firsat?.whenIdle());
  const icon = page.locator('.wopb-product-new-meta .wopb-quickview-btn').first();
  await expect(icon).toHaveAttribute('data-island-state', 'mounted');
  await expect(icon).toHaveAttribute('role', 'button');
  await icon.click();
  const modal = page.locator(MODAL);
  await expect(modal).toHaveClass(/active/);
  await expect(modal.locator('.wopb-modal-content .product_title')).toBeVisible();
});

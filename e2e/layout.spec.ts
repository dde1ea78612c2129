import { expect, test } from '@playwright/test';
import {
  addToCart,
  crawlSite,
  type LayoutOffender,
  layoutOffenders,
  offendersNow,
  offendersOfPages,
} from './support';

/**
 * Every demo page, at a phone's width and a laptop's, is right: the document is no wider than the
 * viewport, no visible box reaches past its left or right edge (a slider's clipped slides are
 * fine), no text is clipped, no fixed bar is cut, no icon is far larger than its control, no
 * navigation list shows bullets, and no fixed box (the sales popup, a sticky bar) lies over a
 * control at rest or where the control can be scrolled to (support/layout.ts says how). The pages are the ones a visitor reaches from
 * `/` by its links, so a page added to the demo store later is measured too; the cart and the
 * checkout are measured again with one item in the cart, every page again for the signed-in
 * administrator (who also sees the coming-soon banner), the order-received page after an order,
 * and the header's mini cart once open.
 */
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const line = (path: string, offender: LayoutOffender) =>
  `${path}  ${offender.kind}  ${offender.path}  [${offender.rect}]${offender.text ? `  "${offender.text}"` : ''}`;

for (const viewport of viewports) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every page reachable from / fits, with an empty cart', async ({ page, baseURL }) => {
      // the crawl waits for the sales popup (2 s after each page's load) and scrolls each page through;
      // the blog (issue 22) adds some 25 pages: its hubs, archives and their pages
      test.setTimeout(480_000);
      const crawl = await crawlSite(page.request, baseURL ?? '', '/');
      for (const { path, status, from } of crawl.broken) {
        test.info().annotations.push({ type: 'broken link', description: `${path} (${status}) on ${from}` });
      }
      // the crawl reaches the shop, a product, the cart and the demo pages
      expect(crawl.pages).toEqual(expect.arrayContaining(['/', '/magaza/', '/sepet/', '/firsatlar/']));
      expect(crawl.pages.some((path) => path.startsWith('/urun/'))).toBe(true);

      expect(await offendersOfPages(page, crawl.pages, line)).toEqual([]);
    });

    test('the test pages fit (listed at /demo/, linked from no page of the shop)', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/demo/');
      const listed = await page
        .locator('.firsat-test-pages a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(listed).toEqual(expect.arrayContaining(['/demo/bozuk-nitelik/', '/demo/biten-firsat/']));
      expect(await offendersOfPages(page, ['/demo/', ...listed], line)).toEqual([]);
    });

    test('every page reachable from / fits for the signed-in administrator', async ({ page, baseURL }) => {
      // the crawl waits for the sales popup (2 s after each page's load) and scrolls each page through;
      // the blog (issue 22) adds some 25 pages: its hubs, archives and their pages
      test.setTimeout(480_000);
      // a store manager also sees WooCommerce's coming-soon banner on every page
      await page.goto('/wp-login.php');
      await page.locator('#user_login').fill('yonetici');
      await page.locator('#user_pass').fill('yonetici123');
      await Promise.all([page.waitForURL('/'), page.locator('#wp-submit').click()]);
      const crawl = await crawlSite(page.request, baseURL ?? '', '/');
      expect(await offendersOfPages(page, crawl.pages, line)).toEqual([]);
    });

    test('the cart and the checkout fit with one item in the cart', async ({ page }) => {
      test.setTimeout(60_000);
      await addToCart(page, '32');
      const found: string[] = [];
      for (const path of ['/sepet/', '/odeme/']) {
        for (const offender of await layoutOffenders(page, path)) found.push(line(path, offender));
      }
      expect(found).toEqual([]);
    });

    test('the order-received page fits', async ({ page }) => {
      await addToCart(page, '32');
      await page.goto('/odeme/');
      await page.evaluate(() => window.Firsat?.whenIdle());
      const billing = {
        first_name: 'Ayşe',
        last_name: 'Yılmaz',
        address_1: 'Bağdat Cad. 1',
        city: 'Kadıköy',
        state: 'İstanbul',
        postcode: '34710',
        phone: '05550000000',
        email: 'ayse@example.com',
      };
      for (const [field, value] of Object.entries(billing))
        await page.locator(`#billing_${field}`).fill(value);
      if (await page.locator('#terms').count()) await page.locator('#terms').check();
      await Promise.all([page.waitForURL(/siparis-alindi/), page.locator('#place_order').click()]);
      const url = new URL(page.url());
      const found = (await layoutOffenders(page, url.pathname + url.search)).map((o) =>
        line(url.pathname, o),
      );
      expect(found).toEqual([]);
    });

    test('the mini cart dropdown fits when it opens, empty and with one item', async ({ page }) => {
      const found: string[] = [];
      for (const state of ['empty', 'one item']) {
        if (state === 'one item') await addToCart(page, '32');
        await page.goto('/');
        await page.evaluate(() => window.Firsat?.whenIdle());
        // the dropdown opens while the pointer is over the header cart (or focus is within it)
        await page.locator('.site-header-cart').hover();
        await expect(page.locator('.site-header-cart .widget_shopping_cart')).toBeVisible();
        for (const offender of await offendersNow(page)) found.push(line(`/ (mini cart ${state})`, offender));
      }
      expect(found).toEqual([]);
    });
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addToCart } from './support';

/**
 * The drop-in promise, page by page: the demo store prints only the classic WooCommerce and
 * product-blocks markup and globals plus one script tag; the islands find that markup on their
 * own, mount without a console error, and axe finds nothing to report.
 */
const pages: { path: string; islands: string[] }[] = [
  { path: '/', islands: ['add-to-cart', 'mini-cart', 'deal-countdown', 'variation-form'] },
  { path: '/magaza/', islands: ['add-to-cart', 'catalog-ordering', 'mini-cart'] },
  {
    path: '/sepet/',
    islands: ['cart-form', 'cart-totals', 'quantity', 'cart-reservation', 'mini-cart'],
  },
  { path: '/odeme/', islands: ['checkout-login', 'checkout-coupon', 'checkout-review', 'order-attribution'] },
  {
    path: '/urun/pamuklu-basic-tisort/',
    // star-rating hydrates when visible: its form sits in the closed reviews tab.
    islands: ['variation-form', 'product-gallery', 'product-tabs', 'quantity', 'sticky-cart'],
  },
  { path: '/urun/kapusonlu-sweatshirt/', islands: ['variation-form', 'product-gallery', 'product-tabs'] },
  { path: '/urun/askida-urun-bagisi/', islands: ['name-your-price', 'product-tabs', 'sticky-cart'] },
];

for (const { path, islands } of pages) {
  test(`drop-in ${path}: classic markup only, islands mounted, no console error, axe clean`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // one simple product, so the cart and checkout pages print their forms
    await addToCart(page, '32');

    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/data-firsat|data-island/);
    expect(html.match(/<script[^>]+src="[^"]+"/g)).toEqual(['<script type="module" src="/firsat/firsat.js"']);

    await page.goto(path);
    // Islands that hydrate when visible: bring the whole page past the viewport once.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
      await window.Firsat?.whenIdle();
    });
    for (const name of islands) {
      await expect(page.locator(`[data-island="${name}"]`).first(), name).toHaveAttribute(
        'data-island-state',
        'mounted',
      );
    }
    await expect(page.locator('[data-island-state="error"]')).toHaveCount(0);

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    expect(errors).toEqual([]);
  });
}

test('enqueued the WordPress way (firsat.js?ver=…): one loader, no chunk asks for firsat.js again', async ({
  page,
}) => {
  // wp_enqueue_script_module() adds ?ver= to the tag's URL; a chunk that imported "../firsat.js"
  // would then load and run a second loader (a second registry, a second scan).
  await page.route('**/urun/pamuklu-basic-tisort/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('/firsat/firsat.js"', '/firsat/firsat.js?ver=1.0.0"');
    await route.fulfill({ response, body: html });
  });
  const loaderRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/firsat/firsat.js') loaderRequests.push(request.url());
  });
  await page.goto('/urun/pamuklu-basic-tisort/');
  await page.evaluate(() => window.Firsat?.whenIdle());
  await expect(page.locator('[data-island="product-gallery"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
  await expect(page.locator('[data-island="variation-form"]')).toHaveAttribute(
    'data-island-state',
    'mounted',
  );
  // Open the size chart too: its lazily fetched dialog comes through the same loader.
  await page.getByRole('button', { name: 'Beden tablosu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(loaderRequests).toEqual([expect.stringContaining('/firsat/firsat.js?ver=1.0.0')]);
});

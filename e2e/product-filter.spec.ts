import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The inline filter block (the sidebar's; the modal holds a copy). */
const filter = (page: Page) => page.locator('.wopb-filter-sidebar .wopb-filter-block');
const modal = (page: Page) => page.locator('.wopb-filter-modal');
const grid = (page: Page) => page.locator('.wopb-block-filtre-urunler');
const titles = (page: Page) => grid(page).locator('.wopb-block-item .wopb-block-title a').allTextContents();

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function open(page: Page, path = '/filtre/') {
  await page.goto(path);
  await expect(filter(page)).toHaveAttribute('data-island-state', 'mounted');
}

test.describe('product filter at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('checkboxes: results, chips and the address change; a chip removes its filter; clear all; Back restores', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(page);
    const all = await titles(page);
    expect(all).toHaveLength(9);
    const outOfStock = filter(page).getByRole('checkbox', { name: /Stokta yok/ });
    await outOfStock.check();
    await expect(page).toHaveURL(/\?filtre-stok=outofstock$/);
    const chips = filter(page).locator('.wopb-filter-active-item');
    await expect(chips).toHaveCount(1);
    await expect.poll(() => titles(page)).not.toEqual(all);
    await expect(grid(page).locator('.wopb-product-instock')).toHaveCount(0);
    await expect(page.locator('[role="status"]').first()).toContainText('ürün bulundu');
    const outTitles = await titles(page);
    // a category too: two chips, narrower results
    await filter(page)
      .getByRole('checkbox', { name: /Elektronik/ })
      .check();
    await expect(chips).toHaveCount(2);
    await expect(page).toHaveURL(/filtre-t-product_cat=\d+/);
    // the chip's remove button takes its filter away
    await filter(page).getByRole('button', { name: 'Filtreyi kaldır: Elektronik' }).click();
    await expect(chips).toHaveCount(1);
    await expect(filter(page).getByRole('checkbox', { name: /Elektronik/ })).not.toBeChecked();
    await expect.poll(() => titles(page)).toEqual(outTitles);
    // Back: the category again (the address renders it, the island follows)
    await page.goBack();
    await expect(page).toHaveURL(/filtre-t-product_cat=\d+/);
    await expect(filter(page).getByRole('checkbox', { name: /Elektronik/ })).toBeChecked();
    await expect(chips).toHaveCount(2);
    // clear all
    await filter(page).getByRole('button', { name: 'Tümünü temizle' }).click();
    await expect(chips).toHaveCount(0);
    await expect(page).toHaveURL(/\/filtre\/$/);
    await expect.poll(() => titles(page)).toEqual(all);
    // the islands inside the returned HTML mount (the cards' ajax add-to-cart buttons)
    const cart = grid(page).locator('.wopb-block-item a.ajax_add_to_cart').first();
    await expect(cart).toHaveAttribute('data-island', 'add-to-cart');
    await expect(cart).toHaveAttribute('data-island-state', 'mounted');
    // a shared link renders the same results with no request
    await page.goto('/filtre/?filtre-stok=outofstock');
    await expect(filter(page)).toHaveAttribute('data-island-state', 'mounted');
    expect(await titles(page)).toEqual(outTitles);
    await expect(outOfStock).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('price by keyboard: thumbs cannot cross, the boxes clamp (SPEC §5), search waits for typing', async ({
    page,
  }) => {
    await open(page);
    const minThumb = filter(page).locator('.wopb-min-range');
    const maxThumb = filter(page).locator('.wopb-max-range');
    const max = Number(await maxThumb.getAttribute('max'));
    await maxThumb.focus();
    await page.keyboard.press('Home');
    await expect(maxThumb).toHaveValue('0');
    await minThumb.focus();
    await page.keyboard.press('End'); // cannot pass the max thumb
    await expect(minThumb).toHaveValue('0');
    const maxBox = filter(page).getByRole('spinbutton', { name: 'En yüksek fiyat' });
    await maxBox.fill('999999');
    await maxBox.press('Tab');
    await expect(maxBox).toHaveValue(String(max));
    const minBox = filter(page).getByRole('spinbutton', { name: 'En düşük fiyat' });
    await minBox.fill('500');
    await minBox.press('Tab');
    await expect(page).toHaveURL(/filtre-min=500/);
    await expect(filter(page).locator('.wopb-filter-active-item[data-slug="price"]')).toHaveCount(1);
    // search: Enter at once, Turkish-aware on the server
    const search = filter(page).getByRole('textbox', { name: 'Ürün ara' });
    await minBox.fill('0');
    await minBox.press('Tab');
    await search.fill('KAHVE');
    await search.press('Enter');
    await expect(page).toHaveURL(/filtre-ara=KAHVE/);
    await expect.poll(async () => (await titles(page)).length).toBeGreaterThan(0);
    for (const title of await titles(page)) expect(title.toLocaleLowerCase('tr')).toContain('kahve');
  });

  test('show more loads the next terms; a failing server logs SPEC §8’s line and keeps everything; axe', async ({
    page,
  }) => {
    await open(page);
    const terms = filter(page).locator('.wopb-filter-product_cat .wopb-filter-tax-term-input');
    await expect(terms).toHaveCount(4);
    await filter(page).locator('.wopb-filter-product_cat .wopb-filter-show-more').click();
    await expect(terms).toHaveCount(7);
    const axe = await new AxeBuilder({ page }).include('.wopb-filter-sidebar').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

    const before = await titles(page);
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/wp-json/wopb/product-filter*', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await filter(page)
      .getByRole('checkbox', { name: /Stokta yok/ })
      .check();
    await expect.poll(() => logged.join('\n')).toContain('Error occured.please try again 500');
    await expect(grid(page).locator('.wopb-block-wrapper')).not.toHaveClass(/wopb-processing/);
    expect(await titles(page)).toEqual(before);
    await expect(filter(page).getByRole('checkbox', { name: /Stokta yok/ })).toBeChecked();
    // malformed reply, then offline
    await page.unroute('**/wp-json/wopb/product-filter*');
    await page.route('**/wp-json/wopb/product-filter*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"html":1}' }),
    );
    await filter(page).locator('.wopb-status-input[value="instock"]').check();
    await expect.poll(() => logged.length).toBeGreaterThan(1);
    await page.unroute('**/wp-json/wopb/product-filter*');
    await page.route('**/wp-json/wopb/product-filter*', (route) => route.abort('internetdisconnected'));
    await filter(page).locator('.wopb-status-input[value="onbackorder"]').check();
    await expect.poll(() => logged.join('\n')).toContain('Error occured.please try again 0');
    expect(await titles(page)).toEqual(before);
  });

  test('axe finds no violations on the whole page with its islands mounted and a filter on', async ({
    page,
  }) => {
    await open(page, '/filtre/?filtre-stok=instock');
    await page.evaluate(() => window.Firsat?.whenIdle());
    await expect(filter(page).locator('.wopb-filter-active-item')).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });

  test('an expired wpnonce (a cached page): a fresh nonce and one retry', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      (window as unknown as { wopb_core: { security: string } }).wopb_core.security = 'stale';
    });
    // the island read the config at start: give it a stale stored nonce instead
    await page.evaluate(() => sessionStorage.setItem('wopb_nonce', 'stale'));
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('wopb/product-filter')) sent.push('product-filter');
      // (fetch bodies are not visible to Playwright here: the only admin-ajax call is the nonce's)
      if (r.url().includes('admin-ajax.php')) sent.push('wopb_get_nonce');
    });
    await filter(page)
      .getByRole('checkbox', { name: /Stokta yok/ })
      .check();
    await expect.poll(() => sent).toEqual(['product-filter', 'wopb_get_nonce', 'product-filter']);
    const fresh = await page.evaluate(() => sessionStorage.getItem('wopb_nonce'));
    expect(fresh).toMatch(/^[0-9a-f]{10}$/);
    await expect(grid(page).locator('.wopb-product-instock')).toHaveCount(0);
  });
});

test.describe('the filter modal at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the title opens it, filters inside it apply, Escape and the overlay close it; focus returns; axe', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(page);
    const title = filter(page).getByRole('button', { name: 'Filtrele' });
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await title.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filtre' });
    await expect(dialog).toBeVisible();
    await expect(modal(page)).toHaveClass(/wopb-slide-in/);
    await expect(dialog.getByRole('button', { name: 'Filtreleri kapat' })).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('.wopb-filter-modal').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    await dialog.getByRole('checkbox', { name: /Stokta yok/ }).check();
    await expect(page).toHaveURL(/filtre-stok=outofstock/);
    await expect(dialog.locator('.wopb-filter-active-item')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(modal(page)).toHaveClass(/wopb-slide-out/);
    await expect(title).toBeFocused();
    // the inline copy follows
    await expect(filter(page).locator('.wopb-status-input[value="outofstock"]')).toBeChecked();
    await expect(grid(page).locator('.wopb-product-instock')).toHaveCount(0);
    await title.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(380, 400); // the overlay, outside the content
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });
});

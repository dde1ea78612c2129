import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleErrors } from './support';

/** The loader's network: every script the page fetched so far. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js')),
  );

test.describe('product search block', () => {
  test('nothing loads before the box is touched; 3 letters with a Turkish İ find the product; ArrowDown + Enter opens it', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/magaza/');
    const block = page.locator('#main .wopb-product-search-block');
    await page.waitForLoadState('networkidle');
    // Waiting for the shopper (the loader marks it `loading`), nothing of it fetched.
    await expect(block).not.toHaveAttribute('data-island-state', 'mounted');
    expect((await scriptsLoaded(page)).filter((s) => /product-search|react|floating/.test(s))).toEqual([]);

    const input = page.locator('#main input.wopb-search-input');
    await input.click();
    await expect(block).toHaveAttribute('data-island-state', 'mounted');
    const combobox = page.getByRole('combobox', { name: 'Ürün ara…' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');

    // TİŞ in Turkish lower case is "tiş": it finds "Pamuklu Basic Tişört".
    const bodies: string[] = [];
    await page.route('**/wp-json/wopb/product-search*', (route) => {
      bodies.push(route.request().postData() ?? '');
      return route.continue();
    });
    await input.pressSequentially('TİŞ');
    await expect.poll(() => bodies.length).toBe(1);
    const payload = JSON.parse(bodies[0] ?? '{}') as Record<string, string>;
    expect(payload.search).toBe('TİŞ');
    expect(Object.keys(payload).sort()).toEqual(
      ['blockId', 'blockName', 'category', 'postId', 'search', 'widgetBlockId', 'wpnonce'].sort(),
    );
    const listbox = page.getByRole('listbox', { name: 'Arama sonuçları' });
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const option = page.getByRole('option', { name: /Pamuklu Basic Tişört/ });
    await expect(option).toBeVisible();

    // A behaviour: the plugin's own results HTML in its printed box, and no React on the page.
    await expect(page.locator('#main .wopb-search-result')).toHaveAttribute('role', 'listbox');
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('*')].some((el) =>
          Object.keys(el).some((k) => k.startsWith('__react')),
        ),
      ),
    ).toBe(false);

    const axe = await new AxeBuilder({ page }).include('#main .wopb-product-search-block').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/urun\/pamuklu-basic-tisort\/$/);
    expect(errors).toEqual([]);
  });

  test('Escape closes and keeps the text; Enter without a highlight opens the results page', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/magaza/');
    const input = page.locator('#main input.wopb-search-input');
    await input.click();
    await expect(page.locator('#main .wopb-product-search-block')).toHaveAttribute(
      'data-island-state',
      'mounted',
    );
    await input.pressSequentially('AKILLI');
    await expect(page.getByRole('option', { name: /Akıllı Saat Pro/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveValue('AKILLI');
    await expect(input).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?s=AKILLI$/);
    await expect(page.locator('h1.page-title')).toHaveText('Arama sonuçları: “AKILLI”');
    await expect(
      page.locator('.woocommerce-loop-product__title', { hasText: 'Akıllı Saat Pro' }),
    ).toBeVisible();
    await expect(page.locator('#main input.wopb-search-input')).toHaveValue('AKILLI');
    expect(errors).toEqual([]);
  });

  test('under 3 characters nothing is asked; a no-result search says so', async ({ page }) => {
    await page.goto('/magaza/');
    const input = page.locator('#main input.wopb-search-input');
    await input.click();
    await expect(page.locator('#main .wopb-product-search-block')).toHaveAttribute(
      'data-island-state',
      'mounted',
    );
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/wopb/product-search')) asked += 1;
    });
    await input.pressSequentially('zz');
    await page.waitForTimeout(300);
    expect(asked).toBe(0);
    await input.pressSequentially('q');
    await expect(page.getByRole('heading', { name: 'Sonuç bulunamadı' })).toBeVisible();
    // The page's shared polite channel (the sales popups keep a log channel of their own beside it).
    await expect(page.locator('[data-firsat-live-region] [role="status"]')).toHaveText('Sonuç bulunamadı');
  });
});

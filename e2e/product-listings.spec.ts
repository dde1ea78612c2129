import { expect, type Page, test } from '@playwright/test';

/** One of /vitrin/'s listing blocks, by its block id. */
const block = (page: Page, id: string) => page.locator(`.wopb-block-${id}`);
const items = (page: Page, id: string) => block(page, id).locator('.wopb-block-item');
const titles = (page: Page, id: string) => items(page, id).locator('.wopb-block-title a').allTextContents();

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('filter tabs: the clicked tab is active, its products come in, the new pagination works, the address renders it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/vitrin/');
  const tabs = block(page, 'vitrin-sekmeler').locator('.wopb-filter-wrap');
  await expect(tabs).toHaveAttribute('data-island-state', 'mounted');
  const all = await titles(page, 'vitrin-sekmeler');
  const giyim = tabs.getByRole('link', { name: 'Giyim' });
  await giyim.click();
  await expect(giyim).toHaveClass(/filter-active/);
  await expect(page).toHaveURL(/\?tab-vitrin-sekmeler=giyim$/);
  await expect.poll(() => titles(page, 'vitrin-sekmeler')).not.toEqual(all);
  const first = await titles(page, 'vitrin-sekmeler');
  expect(first).toHaveLength(6);
  // the reply's pagination is mounted by the loader's observer and turns Giyim's pages
  const pagination = block(page, 'vitrin-sekmeler').locator('.wopb-pagination-wrap');
  await pagination.scrollIntoViewIfNeeded();
  await expect(pagination).toHaveAttribute('data-island-state', 'mounted');
  await pagination.locator('.wopb-next-page-numbers a').click();
  await expect.poll(() => titles(page, 'vitrin-sekmeler')).not.toEqual(first);
  await expect(page).toHaveURL(/tab-vitrin-sekmeler=giyim&paged-vitrin-sekmeler=2$/);
  // the address renders the same results on its own
  const second = await titles(page, 'vitrin-sekmeler');
  await page.reload();
  expect(await titles(page, 'vitrin-sekmeler')).toEqual(second);
  await expect(block(page, 'vitrin-sekmeler').getByRole('link', { name: 'Giyim' })).toHaveClass(
    /filter-active/,
  );
  expect(errors).toEqual([]);
});

test('filter tabs on a phone: the tabs that would wrap sit behind a button (flexMenu), a tab picked there comes in, Escape and a wider window give the row back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vitrin/');
  const tabs = block(page, 'vitrin-sekmeler').locator('.wopb-filter-wrap');
  await expect(tabs).toHaveAttribute('data-island-state', 'mounted');
  const more = tabs.locator('li.flexMenu-viewMore > button');
  const popup = tabs.locator('ul.flexMenu-popup');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(popup).toBeHidden();
  // Nothing wraps: every tab left in the row shares the button's line.
  const tops = await tabs
    .locator('ul.wopb-flex-menu > li')
    .evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const giyim = popup.getByRole('link', { name: 'Giyim' });
  await expect(giyim).toBeVisible();
  const all = await titles(page, 'vitrin-sekmeler');
  await giyim.click();
  await expect(page).toHaveURL(/\?tab-vitrin-sekmeler=giyim$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // (the closed popup's links are out of the accessibility tree: found by text)
  await expect(popup.locator('a', { hasText: 'Giyim' })).toHaveClass(/filter-active/);
  await expect.poll(() => titles(page, 'vitrin-sekmeler')).not.toEqual(all);
  // By keyboard: Enter opens, Escape closes and focus stays on the button.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(more).toBeFocused();
  // A wide window: the whole row again, no button (laid out 200 ms after the resize).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(more).toHaveCount(0);
  await expect(tabs.locator('ul.wopb-flex-menu > li.filter-item')).toHaveCount(
    await tabs.locator('li.filter-item').count(),
  );
  expect(errors).toEqual([]);
});

test('load more to the last page: the button is disabled there and the new cards’ islands mount', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/vitrin/');
  const button = block(page, 'vitrin-daha-fazla').locator('.wopb-loadmore-action');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-island-state', 'mounted');
  const pages = Number(await button.getAttribute('data-pages'));
  expect(pages).toBeGreaterThanOrEqual(5);
  // page 2 brings a deal: its countdown (an island inside the returned HTML) mounts and ticks
  await button.click();
  await expect(button).toHaveAttribute('data-pagenum', '2');
  const deal = block(page, 'vitrin-daha-fazla').locator('.wopb-product-deals').last();
  await deal.scrollIntoViewIfNeeded();
  await expect(deal).toHaveAttribute('data-island-state', 'mounted');
  await button.scrollIntoViewIfNeeded();
  for (let shown = 2; shown < pages; shown += 1) {
    await expect(items(page, 'vitrin-daha-fazla')).toHaveCount(shown * 12);
    await button.click();
    await expect(button).toHaveAttribute('data-pagenum', String(shown + 1));
  }
  await expect(button).toHaveClass(/wopb-disable/);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  const total = await items(page, 'vitrin-daha-fazla').count();
  expect(total).toBeGreaterThan((pages - 1) * 12);
  // a click on the disabled button (Playwright itself refuses aria-disabled) sends nothing
  await button.dispatchEvent('click');
  await page.waitForTimeout(300);
  await expect(items(page, 'vitrin-daha-fazla')).toHaveCount(total);
  // the add-to-cart buttons inside the inserted HTML are islands too
  const last = items(page, 'vitrin-daha-fazla').last().locator('a.ajax_add_to_cart');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-island-state', 'mounted');
  await expect(page).toHaveURL(new RegExp(`paged-vitrin-daha-fazla=${pages}$`));
  expect(errors).toEqual([]);
});

test('numbered pagination by keyboard: Enter on a page link, focus on the heading, Back restores the page', async ({
  page,
}) => {
  await page.goto('/vitrin/');
  const nav = block(page, 'vitrin-sayfalar').locator('.wopb-pagination-wrap');
  await nav.scrollIntoViewIfNeeded();
  await expect(nav).toHaveAttribute('data-island-state', 'mounted');
  const pageOne = await titles(page, 'vitrin-sayfalar');
  await expect(nav.locator('.wopb-prev-page-numbers')).toBeHidden();
  await nav.locator('.wopb-center-item[data-current="2"] a').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?paged-vitrin-sayfalar=2$/);
  await expect.poll(() => titles(page, 'vitrin-sayfalar')).not.toEqual(pageOne);
  await expect(block(page, 'vitrin-sayfalar').locator('.wopb-heading-inner')).toBeFocused();
  await expect(nav.locator('.wopb-prev-page-numbers')).toBeVisible();
  await expect(nav.locator('.pagination-active a')).toHaveAttribute('aria-current', 'page');
  const pageTwo = await titles(page, 'vitrin-sayfalar');
  // the last page: next hidden
  await nav.locator('.wopb-last-pages a').focus();
  await page.keyboard.press('Enter');
  await expect(nav.locator('.wopb-next-page-numbers')).toBeHidden();
  // Back: page 2 again, without a reload
  await page.goBack();
  await expect(page).toHaveURL(/\?paged-vitrin-sayfalar=2$/);
  await expect.poll(() => titles(page, 'vitrin-sayfalar')).toEqual(pageTwo);
  await expect(nav).toHaveAttribute('data-paged', '2');
});

test('failure path: a 500 logs SPEC §8’s line, the loading state goes, the page stays', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/vitrin/');
  await page.route('**/?wc-ajax=wopb_pagination', (route) => route.fulfill({ status: 500, body: 'boom' }));
  const nav = block(page, 'vitrin-sayfalar').locator('.wopb-pagination-wrap');
  await nav.scrollIntoViewIfNeeded();
  await expect(nav).toHaveAttribute('data-island-state', 'mounted');
  const before = await titles(page, 'vitrin-sayfalar');
  await nav.locator('.wopb-next-page-numbers a').click();
  await expect.poll(() => errors).toContain('Error occured.please try again 500');
  const wrapper = block(page, 'vitrin-sayfalar').locator('.wopb-block-wrapper');
  await expect(wrapper).not.toHaveClass(/wopb-loading-active|wopb-processing/);
  await expect(wrapper.locator('.wopb-block-overlay')).toHaveCount(0);
  expect(await titles(page, 'vitrin-sayfalar')).toEqual(before);
  await expect(nav).toHaveAttribute('data-paged', '1');
});

test('an expired page nonce: a fresh one from wopb_get_nonce, then the page comes in', async ({ page }) => {
  await page.goto('/vitrin/');
  await page.evaluate(() => {
    // a page from a cache: its printed nonce no longer passes
    (window as unknown as { wopb_core: { security: string } }).wopb_core.security = 'stale00000';
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() !== 'POST') return;
    calls.push(url.searchParams.get('wc-ajax') ?? url.pathname);
  });
  const nav = block(page, 'vitrin-sayfalar').locator('.wopb-pagination-wrap');
  await nav.scrollIntoViewIfNeeded();
  await expect(nav).toHaveAttribute('data-island-state', 'mounted');
  await page.evaluate(() => sessionStorage.setItem('wopb_nonce', 'stale00000'));
  const before = await titles(page, 'vitrin-sayfalar');
  await nav.locator('.wopb-next-page-numbers a').click();
  await expect.poll(() => titles(page, 'vitrin-sayfalar')).not.toEqual(before);
  expect(calls).toEqual(['wopb_pagination', '/wp-admin/admin-ajax.php', 'wopb_pagination']);
  expect(await page.evaluate(() => sessionStorage.getItem('wopb_nonce'))).not.toBe('stale00000');
});

test('load more survives leaving and Back: the address keeps the loaded pages, the store renders them', async ({
  page,
}) => {
  await page.goto('/vitrin/');
  const button = block(page, 'vitrin-daha-fazla').locator('.wopb-loadmore-action');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-island-state', 'mounted');
  for (const shown of [2, 3]) {
    await button.click();
    await expect(button).toHaveAttribute('data-pagenum', String(shown));
  }
  await expect(items(page, 'vitrin-daha-fazla')).toHaveCount(36);
  await items(page, 'vitrin-daha-fazla').nth(30).locator('.wopb-block-title a').click();
  await expect(page).toHaveURL(/\/urun\//);
  await page.goBack();
  await expect(page).toHaveURL(/\?paged-vitrin-daha-fazla=3$/);
  await expect(items(page, 'vitrin-daha-fazla')).toHaveCount(36);
  await expect(block(page, 'vitrin-daha-fazla').locator('.wopb-loadmore-action')).toHaveAttribute(
    'data-pagenum',
    '3',
  );
});

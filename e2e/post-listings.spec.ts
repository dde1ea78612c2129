import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The post blocks' listings (issue 22) on the demo blog and on the real plugin's page: load more,
// next/previous, numbered pages, the filter bar and the advanced filter, through the blog's real
// admin-ajax over the database.

const block = (page: Page, id: string) => page.locator(`.ultp-block-${id}`);
const titles = (page: Page, id: string) =>
  block(page, id).locator('.ultp-block-item .ultp-block-title a').allTextContents();

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * The admin-ajax calls of `action`, as sent (read through a route: the request event carries no
 * body in this Chromium); the call goes on to the store.
 */
function calls(page: Page, action: string): URLSearchParams[] {
  const sent: URLSearchParams[] = [];
  void page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? '');
    if (fields.get('action') === action) sent.push(fields);
    await route.fallback();
  });
  return sent;
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('load more on /blog/: Enter adds the next posts through ultp_next_prev, the button stays focused, the address keeps the page', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const sent = calls(page, 'ultp_next_prev');
  await page.goto('/blog/');
  const button = block(page, 'blog-izgara').locator('.ultp-loadmore-action');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-island-state', 'mounted');
  const before = await titles(page, 'blog-izgara');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await titles(page, 'blog-izgara')).length).toBeGreaterThan(before.length);
  expect((await titles(page, 'blog-izgara')).slice(0, before.length)).toEqual(before);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('data-pagenum', '2');
  await expect(page).toHaveURL(/\?blog-izgara_page=2$/);
  expect([...(sent[0]?.keys() ?? [])]).toEqual(
    expect.arrayContaining([
      'action',
      'paged',
      'blockId',
      'postId',
      'exclude',
      'blockName',
      'builder',
      'filterValue',
      'filterType',
      'widgetBlockId',
      'wpnonce',
    ]),
  );
  expect(sent[0]?.get('paged')).toBe('2');
  expect(sent[0]?.get('blockId')).toBe('blog-izgara');
  await expect(block(page, 'blog-izgara').locator('.ultp-block-wrapper')).not.toHaveClass(
    /ultp-loading-active/,
  );
  expect(errors).toEqual([]);
});

test('next/previous on /blog/: page 2 without leaving the page, Back shows page 1, the address renders page 2 by itself', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const sent = calls(page, 'ultp_next_prev');
  await page.goto('/blog/');
  const nav = block(page, 'blog-liste').locator('.ultp-next-prev-wrap');
  await nav.scrollIntoViewIfNeeded();
  await expect(nav).toHaveAttribute('data-island-state', 'mounted');
  const first = await titles(page, 'blog-liste');
  const next = nav.getByRole('button', { name: /Next|Sonraki/ });
  await next.click();
  await expect.poll(() => titles(page, 'blog-liste')).not.toEqual(first);
  await expect(page).toHaveURL(/\?blog-liste_page=2$/);
  expect(sent.map((s) => s.get('paged'))).toEqual(['2']);
  await expect(nav.locator('.ultp-prev-action')).not.toHaveClass(/ultp-disable/);
  // Back: page 1 again (asked anew: the blog's unique content may answer other posts than printed)
  await page.goBack();
  await expect.poll(() => sent.map((s) => s.get('paged'))).toEqual(['2', '1']);
  await expect(nav.locator('.ultp-prev-action')).toHaveClass(/ultp-disable/);
  await expect(nav).toHaveAttribute('data-pagenum', '1');
  // the address alone opens the list at page 2 (the store renders it: no call)
  await page.goto('/blog/?blog-liste_page=2');
  const again = block(page, 'blog-liste').locator('.ultp-next-prev-wrap');
  await again.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute('data-island-state', 'mounted');
  await expect(again).toHaveAttribute('data-pagenum', '2');
  await expect(again.locator('.ultp-prev-action')).not.toHaveClass(/ultp-disable/);
  expect(errors).toEqual([]);
});

test('numbered pages on /blog/: page 2 arrives through ultp_pagination, the list relabels, focus on the heading', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const sent = calls(page, 'ultp_pagination');
  await page.goto('/blog/');
  const pagination = block(page, 'blog-sayfalar').locator('.ultp-pagination-wrap');
  await pagination.scrollIntoViewIfNeeded();
  await expect(pagination).toHaveAttribute('data-island-state', 'mounted');
  const first = await titles(page, 'blog-sayfalar');
  await pagination.locator('.ultp-center-item[data-current="2"] a').click();
  await expect.poll(() => titles(page, 'blog-sayfalar')).not.toEqual(first);
  expect(new URL(page.url()).pathname).toBe('/blog/');
  await expect(page).toHaveURL(/blog-sayfalar_page=2/);
  await expect(pagination.locator('.pagination-active a')).toHaveAttribute('aria-current', 'page');
  await expect(pagination.locator('.pagination-active')).toHaveAttribute('data-current', '2');
  await expect(block(page, 'blog-sayfalar').locator('.ultp-heading-inner')).toBeFocused();
  expect(sent[0]?.get('paged')).toBe('2');
  expect(sent[0]?.get('blockId')).toBe('blog-sayfalar');
  expect(errors).toEqual([]);
});

test('filter bar on /blog/: a category replaces the posts through ultp_filter; arrow keys move among the links', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const sent = calls(page, 'ultp_filter');
  await page.goto('/blog/');
  const bar = block(page, 'blog-izgara').locator('.ultp-filter-wrap');
  await expect(bar).toHaveAttribute('data-island-state', 'mounted');
  const all = await titles(page, 'blog-izgara');
  const first = bar.locator('a').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = bar.locator('li.filter-item > a').nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveClass(/filter-active/);
  await expect.poll(() => titles(page, 'blog-izgara')).not.toEqual(all);
  expect(sent[0]?.get('taxtype')).toBe('category');
  expect(sent[0]?.get('taxonomy')).toBe(await second.getAttribute('data-taxonomy'));
  expect([...(sent[0]?.keys() ?? [])].slice(0, 7)).toEqual([
    'action',
    'taxtype',
    'taxonomy',
    'blockId',
    'postId',
    'blockName',
    'widgetBlockId',
  ]);
  await expect(page).toHaveURL(/blog-izgara_tab=/);
  expect(errors).toEqual([]);
});

test('an expired nonce: the empty reply renews it with ultp_get_nonce once and the posts come in; a 500 logs SPEC §8 and removes loading', async ({
  page,
}) => {
  const renewals = calls(page, 'ultp_get_nonce');
  let refused = false;
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? '');
    if (fields.get('action') === 'ultp_next_prev' && !refused) {
      refused = true;
      await route.fulfill({ status: 200, body: '', contentType: 'text/html' });
      return;
    }
    await route.fallback();
  });
  await page.goto('/blog/');
  const button = block(page, 'blog-izgara').locator('.ultp-loadmore-action');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('data-island-state', 'mounted');
  const before = (await titles(page, 'blog-izgara')).length;
  await button.click();
  await expect.poll(async () => (await titles(page, 'blog-izgara')).length).toBeGreaterThan(before);
  expect(renewals).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('ultp_nonce'))).toMatch(/^[0-9a-f]{10}$/);

  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await page.unroute('**/wp-admin/admin-ajax.php');
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 500, body: 'boom' }));
  const count = (await titles(page, 'blog-izgara')).length;
  await button.click();
  await expect.poll(() => logged).toContain('Error occured.please try again 500');
  await expect(block(page, 'blog-izgara').locator('.ultp-block-wrapper')).not.toHaveClass(
    /ultp-loading-active/,
  );
  expect(await titles(page, 'blog-izgara')).toHaveLength(count);
});

test("the separate pagination block on /blog/kesfet/ shows the list's numbered pages; a press replaces the list through ultp_pagination", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const sent = calls(page, 'ultp_pagination');
  await page.goto('/blog/kesfet/');
  // printed empty, it takes the control the list printed hidden (its classes added, data-for kept)
  const pagination = page.locator('.ultp-post-grid-parent > .ultp-block-kesfet-sayfalama');
  const control = pagination.locator(':scope > .ultp-pagination-wrap.ultp-block-kesfet-sayfalama');
  await expect(control).toHaveAttribute('data-for', 'ultp-block-kesfet-liste');
  await expect(page.locator('.ultp-block-kesfet-liste .pagination-block-html > *')).toHaveCount(0);
  await control.scrollIntoViewIfNeeded();
  await expect(control).toHaveAttribute('data-island-state', 'mounted');
  const before = await titles(page, 'kesfet-liste');
  await control.locator('li[data-current="2"] a').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => titles(page, 'kesfet-liste')).not.toEqual(before);
  // (the infinite-scroll grid below may ask for its own next page as it comes into view)
  expect(
    sent.filter((s) => s.get('blockId') === 'kesfet-liste').map((s) => [s.get('blockId'), s.get('paged')]),
  ).toEqual([['kesfet-liste', '2']]);
  await expect(control.locator('li.pagination-active')).toHaveText('2');
  await expect(page).toHaveURL(/kesfet-liste_page=2/);
  expect(errors).toEqual([]);
});

test('advanced filter on /blog/kesfet/: a dropdown by keyboard sends one ultp_adv_filter per grid, adds a chip; clear resets; Back restores', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const sent = calls(page, 'ultp_adv_filter');
  await page.goto('/blog/kesfet/');
  const filter = page.locator('.ultp-post-grid-parent');
  await expect(filter).toHaveAttribute('data-island-state', 'mounted');
  const grid = await titles(page, 'kesfet-izgara');
  const field = filter.locator('.ultp-filter-select[data-type="category"] .ultp-filter-select-field');
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const option = filter.locator('.ultp-filter-select[data-type="category"] li').nth(1);
  await expect(option).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toBeFocused();
  await expect.poll(() => titles(page, 'kesfet-izgara')).not.toEqual(grid);
  await expect.poll(() => sent.length).toBe(2);
  expect(sent.map((s) => s.get('blockId'))).toEqual(['kesfet-izgara', 'kesfet-liste']);
  const id = await option.getAttribute('data-id');
  expect(sent[0]?.get('taxonomy[0][value]')).toBe(`category###${id}`);
  expect(sent[0]?.has('author[0][value]')).toBe(false);
  const chip = filter.locator('.ultp-filter-clear-selected-filter');
  await expect(chip).toHaveCount(1);
  // the chip names the type in Turkish (the plugin wrote its English slug)
  await expect(chip.locator('.ultp-selected-filter-text')).toHaveText(/^Kategori: /);
  await expect(page).toHaveURL(new RegExp(`kesfet-izgara_category=${id}`));
  // one open at a time; an outside press closes
  const tags = filter.locator('.ultp-filter-select[data-type="tags"] .ultp-filter-select-field');
  await tags.click();
  await filter.locator('.ultp-filter-select[data-type="author"] .ultp-filter-select-field').click();
  await expect(tags).toHaveAttribute('aria-expanded', 'false');
  await page.mouse.click(5, 5);
  await expect(
    filter.locator('.ultp-filter-select[data-type="author"] .ultp-filter-select-field'),
  ).toHaveAttribute('aria-expanded', 'false');
  // clear
  await filter.locator('.ultp-clear-button').click();
  await expect(chip).toHaveCount(0);
  await expect(filter.locator('.ultp-filter-select[data-type="category"]')).toHaveAttribute(
    'data-selected',
    '_all',
  );
  await expect.poll(() => titles(page, 'kesfet-izgara')).toEqual(grid);
  await page.goBack();
  await expect(filter.locator('.ultp-filter-select[data-type="category"]')).toHaveAttribute(
    'data-selected',
    id ?? '',
  );
  expect(errors).toEqual([]);
});

test('advanced filter buttons: one sort at a time, aria-pressed', async ({ page }) => {
  const sent = calls(page, 'ultp_adv_filter');
  await page.goto('/blog/kesfet/');
  const filter = page.locator('.ultp-post-grid-parent');
  await expect(filter).toHaveAttribute('data-island-state', 'mounted');
  const sorts = filter.locator('.ultp-filter-button[data-type="adv_sort"]');
  await sorts.nth(0).click();
  await sorts.nth(2).press('Enter');
  await expect(sorts.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(sorts.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => sent.at(-1)?.get('adv_sort'))
    .toBe(await sorts.nth(2).getAttribute('data-selected'));
});

for (const mode of ['ultplight', 'ultpdark']) {
  test(`axe finds no violations on the blog's listings after use (${mode})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ultplocalDLMode', value: mode, url: baseURL ?? '' }]);
    await page.goto('/blog/');
    const button = block(page, 'blog-izgara').locator('.ultp-loadmore-action');
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveAttribute('data-island-state', 'mounted');
    const before = (await titles(page, 'blog-izgara')).length;
    await button.click();
    await expect.poll(async () => (await titles(page, 'blog-izgara')).length).toBeGreaterThan(before);
    await block(page, 'blog-liste').locator('.ultp-next-prev-wrap').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.Firsat?.whenIdle());
    expect(await axe(page)).toEqual([]);
  });
}

for (const jquery of [true, false]) {
  test(`the real plugin's page (${jquery ? 'jQuery kept' : 'jQuery removed'}): load more adds posts, the filter bar replaces them, page 2 arrives in place, console clean`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const more = calls(page, 'ultp_next_prev');
    const filter = calls(page, 'ultp_filter');
    const paged = calls(page, 'ultp_pagination');
    await page.goto(`/demo/postx-gercek/${jquery ? '' : '?jquery=0'}`);
    expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe(
      jquery ? 'function' : 'undefined',
    );
    const button = block(page, 'rwcpo01').locator('.ultp-loadmore-action');
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveAttribute('data-island-state', 'mounted');
    const before = await titles(page, 'rwcpo01');
    await button.click();
    await expect.poll(async () => (await titles(page, 'rwcpo01')).length).toBeGreaterThan(before.length);
    expect(more).toHaveLength(1);
    const bar = block(page, 'rwcpo01').locator('.ultp-filter-wrap');
    await bar.scrollIntoViewIfNeeded();
    const loaded = await titles(page, 'rwcpo01');
    await bar.locator('li.filter-item > a').nth(1).click();
    await expect.poll(() => titles(page, 'rwcpo01')).not.toEqual(loaded);
    expect(filter).toHaveLength(1);
    const pagination = block(page, 'rwcpo02').locator('.ultp-pagination-wrap');
    await pagination.scrollIntoViewIfNeeded();
    await expect(pagination).toHaveAttribute('data-island-state', 'mounted');
    const first = await titles(page, 'rwcpo02');
    await pagination.locator('.ultp-center-item[data-current="2"] a').click();
    await expect.poll(() => titles(page, 'rwcpo02')).not.toEqual(first);
    expect(new URL(page.url()).pathname).toBe('/demo/postx-gercek/');
    expect(paged).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

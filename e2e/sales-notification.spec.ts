import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
// The popups show the newest orders: a store of its own, so the orders other specs place on the
// shared store do not change which sale comes first.
import { consoleErrors, ownStoreTest as test } from './support';

const ROUTE = '**/wp-json/sales/v1/notification*';
const popup = (page: Page) => page.locator('body > .wopb-notification');
/** What the shopper sees: the popup's fixed box (the outer div has no box of its own). */
const box = (page: Page) => popup(page).locator('.wopb-notification-wrap');

/** Records, in the page, when the first popup entered it and when the page had loaded (performance time). */
async function timePopups(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstPopupAt?: number };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.matches('.wopb-notification'))
            w.firstPopupAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loaded: nav?.loadEventEnd ?? 0,
        shown: (window as unknown as { firstPopupAt?: number }).firstPopupAt ?? null,
      };
    });
}

/** Counts the popup requests and keeps their bodies. */
async function watchRequests(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  await page.route(ROUTE, (route) => {
    bodies.push(route.request().postData() ?? '');
    return route.continue();
  });
  return bodies;
}

test.describe('sales notification popup', () => {
  test('appears 2 s after load with a recent sale, announced politely, focus untouched, no React', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const timing = await timePopups(page);
    const bodies = await watchRequests(page);
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/wopb-notification-body.*wopb-gap-14.*wopb-stay-7/);
    // At rest the home page's first screen has a card's links in both bottom corners: the popup
    // has come but waits, hidden, rather than cover them. At the foot of the page a corner is clear.
    await expect(popup(page)).toHaveCount(1, { timeout: 6000 });
    await expect(box(page)).toBeHidden();
    await expect(page.getByRole('log', { name: 'Son satışlar' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(box(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute('data-corner', /^(left|right)$/);
    const { loaded, shown } = await timing();
    expect(shown).not.toBeNull();
    expect((shown ?? 0) - loaded).toBeGreaterThanOrEqual(1990);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ page_id: 2 });

    await expect(popup(page)).toHaveClass(/wopb-animation-notification/);
    await expect(popup(page)).toHaveClass(/active/);
    await expect(popup(page).locator('.wopb-notification-product')).toHaveText('Pamuklu Basic Tişört');
    await expect(popup(page).locator('.wopb-notification-name')).toHaveText('Elif, İzmir satın aldı');
    await expect(popup(page)).toHaveAttribute('role', 'complementary');
    await expect(page.getByRole('complementary', { name: 'Son satışlar' })).toHaveCount(1);
    await expect(page.getByRole('log', { name: 'Son satışlar' })).toContainText(
      'Elif, İzmir satın aldı Pamuklu Basic Tişört',
    );
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.endsWith('.js')),
    );
    // The island's code travels in the shop group, with the other site-wide islands
    // (packages/embed/chunk-groups.mjs); React's group never comes.
    expect(scripts.some((s) => /\/chunks\/shop-[\w-]{8}\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/chunks\/react-[\w-]{8}\.js$/.test(s))).toEqual([]);

    // The whole page, with the popup on it (and again while it slides in, below).
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('cycles: hidden after the stay, the next one after stay + gap (Playwright clock)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/magaza/');
    await page.clock.runFor(2500);
    await expect(popup(page).locator('.wopb-notification-product')).toHaveText('Pamuklu Basic Tişört');
    await page.clock.runFor(7000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(14_000);
    await expect(popup(page).locator('.wopb-notification-product')).toHaveText('Kablosuz Bluetooth Kulaklık');
  });

  test('hover holds it; the pause control (keyboard) holds it until pressed again', async ({ page }) => {
    await page.clock.install();
    await page.goto('/magaza/');
    await page.clock.runFor(2500);
    await expect(box(page)).toBeVisible();
    await popup(page).locator('.wopb-notification-wrap').hover();
    await page.clock.runFor(30_000);
    await expect(popup(page).locator('.wopb-notification-product')).toHaveText('Pamuklu Basic Tişört');
    // Keyboard: the link, then the close control, then the pause control. The link takes the
    // focus before the pointer leaves, so focus holds the popup from then on (the installed clock
    // runs in real time: on a loaded machine the stay could end between the two).
    await popup(page).locator('a').focus();
    await page.mouse.move(900, 10);
    await expect(popup(page).locator('a')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popup(page).locator('.wopb-notification-close')).toBeFocused();
    await page.keyboard.press('Tab');
    const pause = page.getByRole('button', { name: 'Satış bildirimlerini duraklat' });
    await expect(pause).toBeFocused();
    await expect(pause).toHaveText('Duraklat');
    await page.keyboard.press('Enter');
    const resume = page.getByRole('button', { name: 'Satış bildirimlerini sürdür' });
    await expect(resume).toHaveText('Sürdür');
    // Focus leaves the popup: the pause control still holds it.
    await page.locator('a.cart-contents').focus();
    await page.clock.runFor(60_000);
    await expect(popup(page).locator('.wopb-notification-product')).toHaveText('Pamuklu Basic Tişört');
    await resume.click();
    await page.mouse.move(900, 10);
    await page.locator('a.cart-contents').focus();
    await page.clock.runFor(7000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('close (Enter on it) stops it, sets sales_notification=closed for a day; after a reload nothing is asked', async ({
    page,
    context,
  }) => {
    const bodies = await watchRequests(page);
    await page.goto('/magaza/');
    await expect(box(page)).toBeVisible({ timeout: 6000 });
    const close = page.getByRole('button', { name: 'Satış bildirimlerini kapat' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(popup(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'sales_notification');
    expect(cookie?.value).toBe('closed');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.98);
    expect(days).toBeLessThan(1.02);

    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(3500);
    await expect(popup(page)).toHaveCount(0);
    expect(bodies).toHaveLength(1);
  });

  test('prefers-reduced-motion: no slide class', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/magaza/');
    await expect(box(page)).toBeVisible({ timeout: 6000 });
    await expect(popup(page)).not.toHaveClass(/wopb-animation-notification/);
  });

  test('an expired REST nonce: refreshed once, then the popup shows', async ({ page }) => {
    let refused = 0;
    await page.route(ROUTE, (route) => {
      if (refused++ === 0)
        return route.fulfill({
          status: 403,
          json: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
        });
      return route.continue();
    });
    await page.goto('/magaza/');
    await expect(box(page)).toBeVisible({ timeout: 6000 });
    expect(refused).toBe(2);
  });

  for (const [what, answer, status] of [
    ['a server error', { status: 500, json: { code: 'x', message: 'x' } }, 500],
    ['a malformed reply', { status: 200, json: { html: 'nope' } }, 0],
    ['being offline', null, 0],
  ] as const) {
    test(`${what}: the SPEC §8 console line, nothing shown, no retry`, async ({ page }) => {
      const errors = consoleErrors(page);
      let asked = 0;
      await page.route(ROUTE, (route) => {
        asked += 1;
        return answer ? route.fulfill(answer) : route.abort('internetdisconnected');
      });
      await page.goto('/');
      await expect.poll(() => errors.some((e) => e.includes('Error occured.please try again'))).toBe(true);
      expect(errors.find((e) => e.includes('Error occured.please try again'))).toContain(
        `Error occured.please try again ${status}`,
      );
      await page.waitForTimeout(1500);
      await expect(popup(page)).toHaveCount(0);
      expect(asked).toBe(1);
    });
  }
});

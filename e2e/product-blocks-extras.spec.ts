import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleErrors } from './support';

const PRODUCT = '/urun/pamuklu-basic-tisort/';

/** Share networks are not reachable from the sandbox: answer them locally. */
async function stubNetworks(page: Page) {
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Paylaş</title>' }),
    );
}

test.describe('size chart', () => {
  test('opens by click as a labelled modal and closes by Escape, focus back on the button', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto(PRODUCT);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    expect(scripts).toEqual(['/firsat/firsat.js']);
    // The server printed the plugin's span; the island makes it a real button.
    const button = page.getByRole('button', { name: 'Beden tablosu' });
    await expect(page.locator('.wopb-chart-btn-wrapper')).toHaveAttribute('data-island-state', 'mounted');
    await expect(button).toHaveAttribute('id', 'wopb-chart-modal-btn');
    // A behaviour: the dialog's code downloads on the first press, not with the page; React never.
    const scriptsFetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((name) => name.endsWith('.js')),
      );
    await page.waitForLoadState('networkidle');
    expect((await scriptsFetched()).filter((s) => s.includes('chart-dialog'))).toEqual([]);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Pamuklu Basic Tişört beden tablosu' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/wopb-chart-modal-content/);
    await expect(page.locator('.wopb-size-chart-modal.wopb-active')).toBeVisible();
    // The plugin's printed modal is the dialog: no second copy.
    await expect(page.locator('.wopb-size-chart-modal')).toHaveCount(1);
    await expect(dialog.locator('table.firsat-size-chart')).toContainText('Göğüs (cm)');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect((await scriptsFetched()).filter((s) => /\/chart-dialog-[\w-]{8}\.js$/.test(s))).toHaveLength(1);
    expect((await scriptsFetched()).filter((s) => /\/chunks\/react-[\w-]{8}\.js$/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('opens from the keyboard; closes by a click outside and by its close control', async ({ page }) => {
    await page.goto(PRODUCT);
    const button = page.getByRole('button', { name: 'Beden tablosu' });
    await expect(page.locator('.wopb-chart-btn-wrapper')).toHaveAttribute('data-island-state', 'mounted');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);

    // Outside .wopb-chart-modal-content: the top-left corner of the overlay.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('share buttons', () => {
  test('a click opens the network in a popup and the count increments from the server', async ({ page }) => {
    const errors = consoleErrors(page);
    await stubNetworks(page);
    await page.goto(PRODUCT);
    const bar = page.locator('.wopb-share');
    await expect(bar).toHaveAttribute('data-island-state', 'mounted');
    const count = bar.locator('.wopb-share-count');
    const before = Number(await count.textContent());

    const sent = page.waitForRequest(
      (r) =>
        r.url().endsWith('/wp-admin/admin-ajax.php') && r.postData()?.includes('wopb_share_count') === true,
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      bar.locator('a.wopb-share-item-facebook').click(),
    ]);
    expect(popup.url()).toContain('https://www.facebook.com/sharer.php?u=');
    // window.open asked for 800×500; the popup has no opener (noopener).
    expect(
      await popup.evaluate(() => [window.innerWidth, window.innerHeight, window.opener === null]),
    ).toEqual([800, 500, true]);
    const fields = new URLSearchParams((await sent).postData() ?? '');
    expect(fields.get('action')).toBe('wopb_share_count');
    expect(fields.get('postId')).toBe('25');
    expect(fields.get('shareCount')).toBe(String(before));
    const nonce = await page.evaluate(
      () => (window as unknown as { wopb_core: { security: string } }).wopb_core.security,
    );
    expect(fields.get('wpnonce')).toBe(nonce);
    await expect(count).toHaveText(String(before + 1));
    await popup.close();

    // The total lives on the server: a new visit shows it.
    await page.reload();
    await expect(page.locator('.wopb-share .wopb-share-count')).toHaveText(String(before + 1));
    expect(errors).toEqual([]);
  });

  test('share items added to the bar after load work too', async ({ page }) => {
    await stubNetworks(page);
    await page.goto(PRODUCT);
    const bar = page.locator('.wopb-share');
    await expect(bar).toHaveAttribute('data-island-state', 'mounted');
    const before = Number(await bar.locator('.wopb-share-count').textContent());
    await page.evaluate(() => {
      document
        .querySelector('.wopb-share-item-inner-block')
        ?.insertAdjacentHTML(
          'beforeend',
          '<div class="wopb-share-item wopb-social-reddit" postId="25" count="0"><a href="javascript:" class="wopb-share-item-reddit" data-url="https://www.reddit.com/submit?url=x"><span class="wopb-share-item-label">Reddit</span></a></div>',
        );
    });
    const [popup] = await Promise.all([page.waitForEvent('popup'), bar.getByText('Reddit').click()]);
    expect(popup.url()).toBe('https://www.reddit.com/submit?url=x');
    await expect(bar.locator('.wopb-share-count')).toHaveText(String(before + 1));
  });
});

test.describe('product view ping', () => {
  test('is sent once, about 3 s after load, with postID and the nonce header; the counter increases', async ({
    page,
  }) => {
    const pings: { at: number; body: string; nonce: string | null }[] = [];
    // Through a route, which sees the request body as sent (fetch of a Request object).
    await page.route('**/wp-json/wopb/views**', async (route) => {
      const request = route.request();
      pings.push({
        at: Date.now(),
        body: request.postData() ?? '',
        nonce: await request.headerValue('x-wp-nonce'),
      });
      await route.continue();
    });
    await page.goto('/urun/akilli-saat-pro/', { waitUntil: 'load' });
    const loadedAt = Date.now();
    const shown = Number(await page.locator('.firsat-product-views-count').textContent());
    const globals = await page.evaluate(() => {
      const w = window as unknown as { wopb_core: { security: string }; wpApiSettings: { nonce: string } };
      return { wopb: w.wopb_core.security, rest: w.wpApiSettings.nonce };
    });

    await expect.poll(() => pings.length, { timeout: 8000 }).toBe(1);
    const [ping] = pings;
    expect((ping?.at ?? 0) - loadedAt).toBeGreaterThanOrEqual(2500);
    expect(JSON.parse(ping?.body ?? '')).toEqual({ postID: 21, wpnonce: globals.wopb });
    expect(ping?.nonce).toBe(globals.rest);
    await page.waitForTimeout(3500);
    expect(pings).toHaveLength(1);

    await page.reload();
    await expect(page.locator('.firsat-product-views-count')).toHaveText(String(shown + 1));
  });
});

/** The loop video in icon mode (the smart watch), pinned by position: its classes change as it plays. */
async function iconModeVideo(page: Page) {
  const wrappers = page.locator('.wopb-product-video-wrapper');
  const index = await wrappers.evaluateAll((els) =>
    els.findIndex((el) => !el.querySelector('.wopb-video-play-icon')?.classList.contains('wopb-d-none')),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return wrappers.nth(index);
}

test.describe('shop video', () => {
  test('the play icon is a button: a click shows and plays the video, the end brings the icon back', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/');
    const wrapper = await iconModeVideo(page);
    await wrapper.scrollIntoViewIfNeeded();
    await expect(wrapper).toHaveAttribute('data-island-state', 'mounted');
    const icon = wrapper.getByRole('button', { name: 'Videoyu oynat' });
    const video = wrapper.locator('video');
    await expect(video).toBeHidden();

    await icon.click();
    await expect(icon).toBeHidden();
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused || v.ended)).toBe(true);
    // The demo video is 2 s long: it ends by itself and the icon returns.
    await expect(icon).toBeVisible({ timeout: 10_000 });
    await expect(video).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('Enter on the focused icon plays the video', async ({ page }) => {
    await page.goto('/');
    const wrapper = await iconModeVideo(page);
    await wrapper.scrollIntoViewIfNeeded();
    await expect(wrapper).toHaveAttribute('data-island-state', 'mounted');
    await wrapper.getByRole('button', { name: 'Videoyu oynat' }).focus();
    await page.keyboard.press('Enter');
    const video = wrapper.locator('video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused || v.ended)).toBe(true);
  });

  test('hover mode plays on mouse enter, pauses and mutes on leave', async ({ page }) => {
    await page.goto('/');
    const item = page.locator('.wopb-video-item[muteddata-hover="true"]');
    await item.scrollIntoViewIfNeeded();
    await expect(page.locator('.wopb-product-video-wrapper').filter({ has: item })).toHaveAttribute(
      'data-island-state',
      'mounted',
    );
    const video = item.locator('video');
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = false;
    });
    await item.hover();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused && v.muted)).toBe(true);
  });

  test('with reduced motion, hovering does not start the video', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/`);
    const item = page.locator('.wopb-video-item[muteddata-hover="true"]');
    await item.scrollIntoViewIfNeeded();
    await expect(page.locator('.wopb-product-video-wrapper').filter({ has: item })).toHaveAttribute(
      'data-island-state',
      'mounted',
    );
    await item.hover();
    await page.waitForTimeout(500);
    expect(await item.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await context.close();
  });
});

test('axe finds no violations in the share bar, the size chart button and the open chart', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await page.evaluate(() => window.Firsat?.whenIdle());
  await expect(page.locator('.wopb-chart-btn-wrapper')).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('.wopb-share')).toHaveAttribute('data-island-state', 'mounted');
  const closed = await new AxeBuilder({ page })
    .include('.wopb-share')
    .include('.wopb-chart-btn-wrapper')
    .analyze();
  expect(closed.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Beden tablosu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const open = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(open.violations.map((v) => v.id)).toEqual([]);
});

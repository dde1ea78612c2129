import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

/** A product-blocks block by its id, and its slider element. */
const block = (page: Page, id: string) => page.locator(`.wopb-block-${id}`);
const slider = (page: Page, id: string) => block(page, id).locator('.wopb-product-blocks-slide');
/** The slide numbers (1-based) a visitor and a screen reader are shown: those not aria-hidden. */
const shown = (el: Locator) =>
  el
    .locator('.wopb-block-item')
    .evaluateAll((items) => items.flatMap((item, i) => (item.hasAttribute('aria-hidden') ? [] : [i + 1])));
/** The dot marked current (1-based). */
const currentDot = (el: Locator) =>
  el
    .locator('.slick-dots button')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1);

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function mounted(page: Page, id: string): Promise<Locator> {
  const el = slider(page, id);
  await el.scrollIntoViewIfNeeded();
  await expect(el).toHaveAttribute('data-island-state', 'mounted');
  return el;
}

test.describe('home carousel (a grid block in slide view, 4-2-1)', () => {
  test('arrows, dots and the keyboard move it; four slides in view on a wide screen', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const el = await mounted(page, 'anasayfa-kaydirici');
    // moved by the visitor only (the shop's slider autoplays)
    await expect(el).toHaveAttribute('data-autoplay-state', 'off');
    await expect(el.getByRole('button', { name: /Otomatik/ })).toHaveCount(0);
    await expect(el).toHaveAttribute('role', 'region');
    await expect(el).toHaveAttribute('aria-label', 'Yeni gelenler');
    expect(await shown(el)).toEqual([1, 2, 3, 4]);
    expect(await currentDot(el)).toBe(1);

    await el.getByRole('button', { name: 'Sonraki ürün' }).click();
    expect(await currentDot(el)).toBe(2);
    expect(await shown(el)).toEqual([2, 3, 4, 5]);
    // the second slide now sits at the list's left edge
    const list = await el.locator('.slick-list').boundingBox();
    await expect
      .poll(async () => Math.round((await el.locator('.wopb-block-item').nth(1).boundingBox())?.x ?? -1))
      .toBe(Math.round(list?.x ?? 0));

    await el.getByRole('button', { name: 'Önceki ürün' }).click();
    await el.getByRole('button', { name: 'Önceki ürün' }).click();
    expect(await currentDot(el)).toBe(8);

    await el.getByRole('button', { name: '3. slayta git' }).click();
    expect(await currentDot(el)).toBe(3);
    await expect(el.getByRole('button', { name: '3. slayta git' })).toHaveAttribute('aria-current', 'true');

    // keyboard: Tab reaches the slider itself; Left / Right move it
    await el.focus();
    await page.keyboard.press('ArrowRight');
    expect(await currentDot(el)).toBe(4);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await currentDot(el)).toBe(2);
    // the arrows are buttons: Enter and Space press them
    await el.getByRole('button', { name: 'Sonraki ürün' }).focus();
    await page.keyboard.press('Enter');
    expect(await currentDot(el)).toBe(3);
    await page.keyboard.press('Space');
    expect(await currentDot(el)).toBe(4);
    await el.getByRole('button', { name: '1. slayta git' }).focus();
    await page.keyboard.press('Enter');
    expect(await currentDot(el)).toBe(1);
    // hidden slides are out of the Tab order
    expect(await el.locator('.wopb-block-item[inert]').count()).toBe(4);
    expect(errors).toEqual([]);
  });

  test('a drag past a fifth of the width moves one slide; a shorter one springs back', async ({ page }) => {
    await page.goto('/');
    const el = await mounted(page, 'anasayfa-kaydirici');
    const list = (await el.locator('.slick-list').boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const drag = async (dx: number) => {
      const y = list.y + list.height / 3;
      const x = list.x + list.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 8 });
      await page.mouse.move(x + dx, y, { steps: 8 });
      await page.mouse.up();
    };
    await drag(-list.width * 0.1);
    await expect.poll(() => currentDot(el)).toBe(1);
    await expect
      .poll(async () => Math.round((await el.locator('.wopb-block-item').first().boundingBox())?.x ?? -1))
      .toBe(Math.round(list.x));
    await drag(-list.width * 0.3);
    await expect.poll(() => currentDot(el)).toBe(2);
    await expect
      .poll(async () => Math.round((await el.locator('.wopb-block-item').nth(1).boundingBox())?.x ?? -1))
      .toBe(Math.round(list.x));
  });

  test('on a 390 px phone one slide is in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const el = await mounted(page, 'anasayfa-kaydirici');
    expect(await shown(el)).toEqual([1]);
    const list = await el.locator('.slick-list').boundingBox();
    const first = await el.locator('.wopb-block-item').first().boundingBox();
    expect(Math.abs((first?.width ?? 0) - (list?.width ?? 0))).toBeLessThan(2);
    // and the page does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('stopped, the slider is byte for byte the server’s markup', async ({ page }) => {
    await page.goto('/');
    const el = await mounted(page, 'anasayfa-kaydirici');
    await el.getByRole('button', { name: 'Sonraki ürün' }).click();
    const printed = await page.evaluate(async () => {
      const html = await (await fetch('/')).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return doc.querySelector('.wopb-block-anasayfa-kaydirici')?.outerHTML;
    });
    const now = await page.evaluate(async () => {
      const target = document.querySelector('.wopb-block-anasayfa-kaydirici .wopb-product-blocks-slide');
      // The cards' own islands (add to cart, the compare / wishlist / quick view meta buttons)
      // are stopped too: each gives its element back as printed, as the slider does.
      for (const inner of target?.querySelectorAll('[data-island]') ?? [])
        await window.Firsat?.unmount(inner);
      await window.Firsat?.unmount(target as Element);
      const copy = document.querySelector('.wopb-block-anasayfa-kaydirici')?.cloneNode(true) as Element;
      for (const el of copy.querySelectorAll('[data-island]')) {
        el.removeAttribute('data-island');
        el.removeAttribute('data-island-state');
      }
      return copy.outerHTML;
    });
    expect(now).toBe(printed);
  });

  test('a picture that fails to load gets slick’s error class', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const start = html.indexOf('wopb-block-anasayfa-kaydirici');
    const src = /<img [^>]*src="([^"]+)"/.exec(html.slice(start))?.[1] ?? '';
    expect(src).toContain('/wp-content/uploads/');
    await page.route(src, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const el = await mounted(page, 'anasayfa-kaydirici');
    await expect(el.locator('.wopb-block-item').first().locator('img')).toHaveClass(/slick-lazyload-error/);
    await expect(el.locator('img.slick-lazyload-error')).toHaveCount(1);
  });

  test('a bad data-slidestoshow leaves the server HTML as it was and names the attribute', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.route('**/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('data-slidestoshow="4-2-1"', 'data-slidestoshow="dört"');
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    const el = slider(page, 'anasayfa-kaydirici');
    await el.scrollIntoViewIfNeeded();
    await expect(el).toHaveAttribute('data-island-state', 'error');
    await expect(el.locator('.slick-list')).toHaveCount(0);
    await expect(el.locator('> .wopb-block-item')).toHaveCount(8);
    expect(errors.some((e) => e.includes('product-slider') && e.includes('data-slidestoshow'))).toBe(true);
  });
});

test.describe('the shop’s Product Slider block (fade, autoplay 3000 ms)', () => {
  test('autoplay moves on and pauses on hover, on focus and by its control', async ({ page }) => {
    await page.goto('/magaza/');
    const el = await mounted(page, 'magaza-slider');
    await page.mouse.move(0, 0);
    await expect(el).toHaveAttribute('data-autoplay-state', 'running');
    expect(await shown(el)).toEqual([1]);
    await expect.poll(() => currentDot(el), { timeout: 5000 }).toBe(2);

    // hover
    await el.locator('.slick-list').hover();
    await expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    const held = await currentDot(el);
    await page.waitForTimeout(3500);
    expect(await currentDot(el)).toBe(held);
    await page.mouse.move(0, 0);
    await expect(el).toHaveAttribute('data-autoplay-state', 'running');
    await expect.poll(() => currentDot(el), { timeout: 5000 }).not.toBe(held);

    // focus
    await el.focus();
    await expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expect(el).toHaveAttribute('data-autoplay-state', 'running');

    // the visible control, by keyboard
    const control = el.getByRole('button', { name: 'Otomatik kaydırmayı durdur' });
    await expect(control).toBeVisible();
    await control.focus();
    await page.keyboard.press('Enter');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    await expect(el.getByRole('button', { name: 'Otomatik kaydırmayı başlat' })).toBeVisible();
    const stopped = await currentDot(el);
    await page.waitForTimeout(3500);
    expect(await currentDot(el)).toBe(stopped);
    // fade: only the current slide is opaque
    const opacities = await el
      .locator('.wopb-block-item')
      .evaluateAll((items) => items.map((item) => Math.round(Number(getComputedStyle(item).opacity))));
    expect(opacities.filter((o) => o === 1)).toHaveLength(1);
  });

  test('with reduced motion autoplay waits for the play control', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/magaza/');
    const el = await mounted(page, 'magaza-slider');
    await expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    await page.waitForTimeout(3500);
    expect(await currentDot(el)).toBe(1);
    await el.getByRole('button', { name: 'Otomatik kaydırmayı başlat' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expect.poll(() => currentDot(el), { timeout: 5000 }).toBe(2);
  });

  test('the slider’s cart button still adds and shows the view-cart link', async ({ page }) => {
    await page.goto('/magaza/');
    const el = await mounted(page, 'magaza-slider');
    const action = el.locator('.wopb-block-item:not([aria-hidden]) .wopb-cart-action');
    const button = action.locator('a.ajax_add_to_cart');
    await expect(button).toHaveAttribute('data-island-state', 'mounted');
    await button.click();
    await expect(action).toHaveClass(/wopb-active/);
    await expect(action.locator('.wopb-view-cart')).toBeVisible();
  });
});

test('the home page’s listing blocks work: tabs, load more and numbered pages', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const titles = (id: string) => block(page, id).locator('.wopb-block-title a').allTextContents();

  const tabs = block(page, 'anasayfa-sekmeler').locator('.wopb-filter-wrap');
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs).toHaveAttribute('data-island-state', 'mounted');
  const all = await titles('anasayfa-sekmeler');
  await tabs.getByRole('link', { name: 'Mutfak' }).click();
  await expect(page).toHaveURL(/\?tab-anasayfa-sekmeler=mutfak$/);
  await expect.poll(() => titles('anasayfa-sekmeler')).not.toEqual(all);

  const more = block(page, 'anasayfa-daha-fazla').locator('.wopb-loadmore-action');
  await more.scrollIntoViewIfNeeded();
  await expect(more).toHaveAttribute('data-island-state', 'mounted');
  await more.click();
  await expect(more).toHaveAttribute('data-pagenum', '2');
  await expect(block(page, 'anasayfa-daha-fazla').locator('.wopb-block-item')).toHaveCount(8);

  const pages = block(page, 'anasayfa-sayfalar').locator('.wopb-pagination-wrap');
  await pages.scrollIntoViewIfNeeded();
  await expect(pages).toHaveAttribute('data-island-state', 'mounted');
  const first = await titles('anasayfa-sayfalar');
  await pages.locator('.wopb-next-page-numbers a').click();
  await expect.poll(() => titles('anasayfa-sayfalar')).not.toEqual(first);
  await expect(page).toHaveURL(/paged-anasayfa-sayfalar=2/);
  expect(errors).toEqual([]);
});

test('home load more: a 500, offline and an empty reply log SPEC §8’s line and insert nothing; an expired nonce is refreshed once', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const more = block(page, 'anasayfa-daha-fazla').locator('.wopb-loadmore-action');
  const items = block(page, 'anasayfa-daha-fazla').locator('.wopb-block-item');
  await more.scrollIntoViewIfNeeded();
  await expect(more).toHaveAttribute('data-island-state', 'mounted');
  const route = '**/?wc-ajax=wopb_load_more';
  const fails = async (reply: Parameters<Page['route']>[1], line: string) => {
    await page.route(route, reply);
    await more.click();
    await expect.poll(() => errors).toContain(line);
    await expect(block(page, 'anasayfa-daha-fazla').locator('.wopb-block-overlay')).toHaveCount(0);
    await expect(items).toHaveCount(4);
    await expect(more).toHaveAttribute('data-pagenum', '1');
    await page.unroute(route);
  };
  await fails((r) => r.fulfill({ status: 500, body: 'boom' }), 'Error occured.please try again 500');
  await fails((r) => r.abort('internetdisconnected'), 'Error occured.please try again 0');
  // malformed: an empty body even with a fresh nonce (the block is gone from the post)
  await fails((r) => r.fulfill({ status: 200, body: '' }), 'Error occured.please try again 200');

  // a page from a cache: its nonce no longer passes; one fresh nonce, then the page
  await page.evaluate(() => {
    (window as unknown as { wopb_core: { security: string } }).wopb_core.security = 'stale00000';
    sessionStorage.setItem('wopb_nonce', 'stale00000');
  });
  await more.click();
  await expect(items).toHaveCount(8);
  expect(await page.evaluate(() => sessionStorage.getItem('wopb_nonce'))).not.toBe('stale00000');
});

for (const [path, id] of [
  ['/', 'anasayfa-kaydirici'],
  ['/magaza/', 'magaza-slider'],
] as const)
  test(`axe finds no violations on ${path} with its slider running`, async ({ page }) => {
    await page.goto(path);
    await mounted(page, id);
    await page.evaluate(() => window.Firsat?.whenIdle());
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });

import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

// Issue 22's moving post blocks on the demo blog: the post sliders and the ticker on /blog/manset/,
// the contents, its back-to-top link and the marquee ticker on a post, the ticker on /blog/.

const POST = '/blog/akilli-priz-kurulumu/';
/** A post-blocks block by its id, and its slider (`.ultp-block-items-wrap`). */
const slider = (page: Page, id: string) => page.locator(`.ultp-block-${id} .ultp-block-items-wrap`);
const shown = (el: Locator) =>
  el
    .locator('.ultp-block-item')
    .evaluateAll((items) => items.flatMap((item, i) => (item.hasAttribute('aria-hidden') ? [] : [i + 1])));
const activeItem = (list: Locator) =>
  list.evaluate((ul) => [...ul.children].findIndex((li) => li.classList.contains('active')) + 1);

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The page's clock, stopped before it loads: its timers fire only in runFor. */
async function frozenClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-28T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-28T09:00:01Z'));
}

async function mounted(el: Locator): Promise<Locator> {
  await el.scrollIntoViewIfNeeded();
  await expect(el).toHaveAttribute('data-island-state', 'mounted');
  return el;
}

test.describe('post sliders on /blog/manset/', () => {
  test('post slider 1 (fade): arrows, dots, keys; autoplay every 3000 ms, paused on hover, focus and its control', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await frozenClock(page);
    await page.goto('/blog/manset/');
    const el = await mounted(slider(page, 'manset-kaydirici'));
    await expect(el).toHaveAttribute('role', 'region');
    await expect(el).toHaveAttribute('aria-label', 'Öne çıkanlar');
    expect(await shown(el)).toEqual([1]);
    await expect(el).toHaveAttribute('data-autoplay-state', 'running');
    // autoplay: the next post after 3000 ms (SPEC §9's default, data-slidespeed here)
    await page.mouse.move(0, 0);
    expect(await shown(el)).toEqual([1]);
    await page.clock.runFor(2900);
    expect(await shown(el)).toEqual([1]);
    await page.clock.runFor(200);
    expect(await shown(el)).toEqual([2]);
    // a pointer over it holds it
    await el.hover();
    await expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    await page.clock.runFor(7000);
    expect(await shown(el)).toEqual([2]);
    await page.mouse.move(0, 0);
    // the pause control
    await el.getByRole('button', { name: 'Otomatik kaydırmayı durdur' }).click();
    await page.mouse.move(0, 0);
    await el.getByRole('button', { name: 'Otomatik kaydırmayı başlat' }).blur();
    // focus inside holds it too: the pause control keeps it held once focus has left
    await expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    await page.clock.runFor(7000);
    expect(await shown(el)).toEqual([2]);
    // arrows and dots
    await el.getByRole('button', { name: 'Sonraki yazı' }).click();
    expect(await shown(el)).toEqual([3]);
    await el.getByRole('button', { name: '5. yazıya git' }).click();
    await expect(el.getByRole('button', { name: '5. yazıya git' })).toHaveAttribute('aria-current', 'true');
    await el.getByRole('button', { name: 'Sonraki yazı' }).click();
    expect(await shown(el)).toEqual([1]);
    // keys on the focused slider
    await el.focus();
    await page.keyboard.press('ArrowRight');
    expect(await shown(el)).toEqual([2]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await shown(el)).toEqual([5]);
    expect(errors).toEqual([]);
  });

  test('post slider 2, layout 1: centre mode, three across on a wide screen, one on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog/manset/');
    const el = await mounted(slider(page, 'manset-vitrin'));
    const count = await el.locator('.ultp-block-item').count();
    // the current post in the middle, its neighbours each side
    expect(await shown(el)).toEqual([1, 2, count]);
    await el.getByRole('button', { name: 'Sonraki yazı' }).click();
    expect(await shown(el)).toEqual([1, 2, 3]);
    const list = await el.locator('.slick-list').boundingBox();
    const current = await el.locator('.ultp-block-item.slick-current').boundingBox();
    // centred: as much room on each side
    await expect
      .poll(async () => {
        const box = await el.locator('.ultp-block-item.slick-current').boundingBox();
        return Math.abs(
          (box?.x ?? 0) -
            (list?.x ?? 0) -
            ((list?.x ?? 0) + (list?.width ?? 0) - (box?.x ?? 0) - (box?.width ?? 0)),
        );
      })
      .toBeLessThan(4);
    expect(current).not.toBeNull();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => shown(el)).toEqual([2]);
  });

  test('post slider 1 with 4 / 2 / 1 posts follows 1024 and 600 px; no autoplay, no pause control', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog/manset/');
    const el = await mounted(slider(page, 'manset-izgara'));
    expect(await shown(el)).toEqual([1, 2, 3, 4]);
    await expect(el).toHaveAttribute('data-autoplay-state', 'off');
    await expect(el.getByRole('button', { name: /Otomatik/ })).toHaveCount(0);
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => shown(el)).toEqual([1, 2]);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(() => shown(el)).toEqual([1]);
  });

  test('reduced motion: nothing moves until play is pressed', async ({ browser }) => {
    const context: BrowserContext = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await frozenClock(page);
    await page.goto('/blog/manset/');
    const el = await mounted(slider(page, 'manset-kaydirici'));
    const ticker = page.locator('.ultp-block-manset-akis ul.ultp-news-ticker');
    await mounted(ticker);
    await page.mouse.move(0, 0);
    await expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    await page.clock.runFor(10_000);
    expect(await shown(el)).toEqual([1]);
    expect(await activeItem(ticker)).toBe(1);
    const play = el.getByRole('button', { name: 'Otomatik kaydırmayı başlat' });
    await play.click();
    await page.mouse.move(0, 0);
    await el.getByRole('button', { name: 'Otomatik kaydırmayı durdur' }).blur();
    await page.clock.runFor(3100);
    expect(await shown(el)).toEqual([2]);
    await page
      .locator('.ultp-block-manset-akis')
      .getByRole('button', { name: 'Haber akışını başlat' })
      .click();
    // (focus on the ticker's controls does not hold it: only a pointer over its posts or focus on one)
    await page.mouse.move(0, 0);
    await page.clock.runFor(2100);
    expect(await activeItem(ticker)).toBe(2);
    await context.close();
  });
});

test.describe('news ticker', () => {
  test('/blog/manset/ (vertical): a post every data-speed ms, previous / next, the pause control, paused on hover and focus', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await frozenClock(page);
    await page.goto('/blog/manset/');
    const block = page.locator('.ultp-block-manset-akis');
    const list = await mounted(block.locator('ul.ultp-news-ticker'));
    await page.mouse.move(0, 0);
    await expect(block.locator('.ultp-newsTicker-wrap')).toHaveAttribute('role', 'region');
    await expect(block.locator('.ultp-newsTicker-wrap')).toHaveAttribute('aria-label', 'Gündem');
    expect(await activeItem(list)).toBe(1);
    await expect(list.locator('li.active')).toBeVisible();
    // the next post after data-speed, 2000 ms
    await page.clock.runFor(1990);
    expect(await activeItem(list)).toBe(1);
    await page.clock.runFor(20);
    expect(await activeItem(list)).toBe(2);
    // hover holds it
    await list.hover();
    await page.clock.runFor(5000);
    expect(await activeItem(list)).toBe(2);
    await page.mouse.move(0, 0);
    // the keyboard: Tab to next, Enter; focus on a post holds it
    await block.getByRole('button', { name: 'Sonraki yazıyı göster' }).focus();
    await page.keyboard.press('Enter');
    expect(await activeItem(list)).toBe(3);
    await page.keyboard.press('Shift+Tab');
    await expect(block.getByRole('button', { name: 'Haber akışını durdur' })).toBeFocused();
    await page.keyboard.press('Enter');
    const play = block.getByRole('button', { name: 'Haber akışını başlat' });
    await expect(play).toHaveClass(/\bplay\b/);
    await expect(list).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(6000);
    expect(await activeItem(list)).toBe(3);
    await block.getByRole('button', { name: 'Önceki yazıyı göster' }).click();
    expect(await activeItem(list)).toBe(2);
    await play.click();
    await page.mouse.move(0, 0);
    const link = list.locator('li.active a');
    await link.focus();
    await page.clock.runFor(5000);
    expect(await activeItem(list)).toBe(2);
    await link.blur();
    await page.clock.runFor(2100);
    expect(await activeItem(list)).toBe(3);
    expect(errors).toEqual([]);
  });

  test('/blog/ (horizontal) and a post (marquee) start; the marquee moves and can be stopped', async ({
    page,
  }) => {
    await page.goto('/blog/');
    const horizontal = await mounted(page.locator('ul.ultp-news-ticker[data-type="horizontal"]'));
    await expect(horizontal.locator('li.active')).toHaveCount(1);
    await expect(horizontal.locator('li.active')).toBeVisible();
    await page.goto(POST);
    const marquee = await mounted(page.locator('ul.ultp-news-ticker[data-type="marquee"]'));
    await page.mouse.move(0, 0);
    const x = () => marquee.evaluate((ul) => new DOMMatrix(getComputedStyle(ul).transform).m41);
    await expect.poll(x).toBeLessThan(-2);
    const pause = page.locator('.ultp-block-yazi-akis').getByRole('button', { name: 'Haber akışını durdur' });
    await pause.click();
    await page.mouse.move(0, 0);
    await page.locator('.ultp-block-yazi-akis').getByRole('button', { name: 'Haber akışını başlat' }).blur();
    const stopped = await x();
    await page.waitForTimeout(400);
    expect(await x()).toBe(stopped);
  });
});

test.describe('table of contents and back to top on a post', () => {
  test('a link scrolls its heading to 50 px below the top, focuses it, marks it current and puts it in the address', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(POST);
    const toc = await mounted(page.locator('.wp-block-ultimate-post-table-of-content'));
    await expect(page.getByRole('navigation', { name: 'İçindekiler' })).toBeVisible();
    const link = toc.locator('.ultp-toc-lists a').nth(1);
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    await link.click();
    const heading = page.locator(`[id="${id}"]`);
    await expect.poll(async () => Math.round((await heading.boundingBox())?.y ?? 0)).toBe(50);
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('collapse by keyboard: [Gizle] hides the list and hands focus to [Göster]', async ({ page }) => {
    await page.goto(POST);
    const toc = await mounted(page.locator('.wp-block-ultimate-post-table-of-content'));
    const hide = toc.getByRole('button', { name: '[Gizle]' });
    await hide.focus();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toc.locator('.ultp-block-toc-body')).toBeHidden();
    const open = toc.getByRole('button', { name: '[Göster]' });
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(toc.locator('.ultp-block-toc-body')).toBeVisible();
    await expect(hide).toBeFocused();
  });

  test('back to top: hidden near the top, shown past 1000 px, takes the page and focus back to the top', async ({
    page,
  }) => {
    await page.goto(POST);
    const top = page.locator('a.ultp-toc-backtotop');
    await expect(top).toHaveAttribute('data-island-state', 'mounted');
    await expect(top).not.toHaveClass(/tocshow/);
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(100);
    await expect(top).not.toHaveClass(/tocshow/);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(top).toHaveClass(/tocshow/);
    await expect(page.locator('.wp-block-ultimate-post-table-of-content')).toHaveClass(/ultp-toc-scroll/);
    await expect(top).toBeVisible();
    await top.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('body')).toBeFocused();
    await expect(top).not.toHaveClass(/tocshow/);
  });
});

for (const mode of ['ultplight', 'ultpdark'] as const) {
  test(`axe finds no violations in the moving blocks (${mode})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ultplocalDLMode', value: mode, url: baseURL ?? '' }]);
    for (const path of ['/blog/manset/', POST]) {
      await page.goto(path);
      for (const el of await page
        .locator(
          '[data-island="post-slider"], [data-island="news-ticker"], [data-island="table-of-contents"]',
        )
        .all()) {
        await el.scrollIntoViewIfNeeded();
        await expect(el).toHaveAttribute('data-island-state', 'mounted');
      }
      const { violations } = await new AxeBuilder({ page })
        .include('.wp-block-ultimate-post-post-slider-1')
        .include('.wp-block-ultimate-post-post-slider-2')
        .include('.wp-block-ultimate-post-news-ticker')
        .include('.wp-block-ultimate-post-table-of-content')
        .analyze();
      expect(
        violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleErrors } from './support';

/**
 * The header (issue 21): the off-canvas menu and the search overlay (the blocks' header-menu and
 * header-search islands on the kit's dialog) and the header cart dropdown (the mini cart's
 * disclosure), at a phone's width and a laptop's, by mouse and by keyboard.
 */
const PAGE = '/magaza/';
const menuToggle = (page: Page) => page.locator('#site-navigation-menu-toggle');
const searchToggle = (page: Page) => page.locator('#site-search-toggle');
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`,
  );
/** The scripts the page fetched so far. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js')),
  );
/** The overlay's fades so far (noted by the init script of the search tests). */
const overlayFades = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlayFades: [string, number][] }).overlayFades);
/** Tab `times` times; for each press, whether focus is inside the open dialog. */
async function tabThrough(page: Page, times: number, shift = false): Promise<boolean[]> {
  const inside: boolean[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    inside.push(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')));
  }
  return inside;
}

test.describe('390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the row menu gives way to the toggle; nothing of the menu loads before it is touched', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#site-navigation')).toBeHidden();
    await expect(menuToggle(page)).toBeVisible();
    await expect(searchToggle(page)).toBeVisible();
    expect((await scripts(page)).filter((s) => /header-menu|header-search/.test(s))).toEqual([]);
    // No React on the page after the header is used either.
    await menuToggle(page).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('*')].some((el) =>
          Object.keys(el).some((k) => k.startsWith('__react')),
        ),
      ),
    ).toBe(false);
  });

  test('the off-canvas menu by mouse: opens as a dialog, the page inert, the backdrop and the close control close it', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto(PAGE);
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The pointer on the toggle brings its code (a click before it came is the tap test's case).
    await toggle.hover();
    await expect(page.locator('.site-header-menu')).toHaveAttribute('data-island-state', 'mounted');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`)); // the link's hash was not followed
    await expect(page.locator('#content')).toHaveAttribute('inert', '');
    await expect(page.getByRole('link', { name: 'Menüyü kapat' })).toBeFocused();
    await expect(dialog.getByRole('link')).toHaveText([
      '',
      'Ana Sayfa',
      'Fırsatlar',
      'Mağaza',
      'Vitrin',
      'Filtre',
      'Blog',
      'Sepet',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // A press on the backdrop, beside the panel, closes it.
    await page.mouse.click(380, 600);
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#content')).not.toHaveAttribute('inert');

    await toggle.click();
    await page.getByRole('link', { name: 'Menüyü kapat' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(toggle).toBeFocused();

    // A menu link leads where the row menu's does.
    await toggle.click();
    await dialog.getByRole('link', { name: 'Vitrin' }).click();
    await expect(page).toHaveURL(/\/vitrin\/$/);
    expect(errors).toEqual([]);
  });

  test('the off-canvas menu by keyboard: Enter opens, Tab stays inside both ways, Escape closes, focus back', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await expect(dialog).toBeVisible();
    // 7 tabbable links inside: ten presses either way never leave it.
    expect(await tabThrough(page, 10)).toEqual(Array(10).fill(true));
    expect(await tabThrough(page, 10, true)).toEqual(Array(10).fill(true));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    // Space opens it too (a link made a button).
    await page.keyboard.press(' ');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a tap before the code came shows the panel, which then is the dialog', async ({ page }) => {
      await page.goto(PAGE);
      await menuToggle(page).tap();
      const dialog = page.getByRole('dialog', { name: 'Menü' });
      await expect(dialog).toBeVisible();
      await expect(page.locator('#content')).toHaveAttribute('inert', '');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('#site-handheld-navigation')).toBeHidden();
    });
  });
});

test.describe('1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the row menu stays, the menu toggle is not shown and its code never loads', async ({ page }) => {
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#site-navigation')).toBeVisible();
    await expect(menuToggle(page)).toBeHidden();
    await page.mouse.move(640, 60);
    await searchToggle(page).hover();
    expect((await scripts(page)).filter((s) => /header-menu/.test(s))).toEqual([]);
  });

  test('an open menu closes when the window widens (the row menu is back)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    await menuToggle(page).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    await expect(page.locator('#content')).not.toHaveAttribute('inert');
    await expect(page.locator('#site-navigation')).toBeVisible();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`search overlay at ${viewport.width}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      // Notes each animation the page starts on the overlay: which way, how long.
      await page.addInitScript(() => {
        const animate = Element.prototype.animate;
        const noted: [string, number][] = [];
        Object.assign(window, { overlayFades: noted });
        Element.prototype.animate = function (this: Element, frames, options) {
          if (this.id === 'site-search-overlay') {
            const first = (Array.isArray(frames) ? frames[0] : undefined) as Keyframe | undefined;
            const ms = typeof options === 'number' ? options : Number(options?.duration);
            noted.push([first?.opacity === 0 ? 'in' : 'out', ms]);
          }
          return animate.call(this, frames, options);
        };
      });
    });

    test('opens fading over 500 ms with focus in the search field; typed text shows the product search results; Escape closes the results, then the overlay', async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await page.goto(PAGE);
      const toggle = searchToggle(page);
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Mağazada ara' });
      await expect(dialog).toBeVisible();
      // SPEC §9: the overlay fades in over 500 ms.
      await expect.poll(() => overlayFades(page)).toEqual([['in', 500]]);
      const combobox = dialog.getByRole('combobox', { name: 'Ürün ara…' });
      await expect(combobox).toBeFocused();

      const bodies: string[] = [];
      await page.route('**/wp-json/wopb/product-search*', (route) => {
        bodies.push(route.request().postData() ?? '');
        return route.continue();
      });
      await page.keyboard.type('akıllı');
      const listbox = dialog.getByRole('listbox', { name: 'Arama sonuçları' });
      await expect(listbox).toBeVisible();
      await expect(dialog.getByRole('option', { name: /Akıllı Saat Pro/ })).toBeVisible();
      const payload = JSON.parse(bodies.at(-1) ?? '{}') as Record<string, string>;
      expect(payload.blockId).toBe('baslik-arama');
      expect(payload.search).toBe('akıllı');
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(combobox).toHaveValue('akıllı');
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // ...and out over 500 ms, hidden once it is done.
      await expect
        .poll(() => overlayFades(page))
        .toEqual([
          ['in', 500],
          ['out', 500],
        ]);
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('by keyboard: Enter on the toggle, Tab kept inside, the close control, focus back; a result opens by the keyboard', async ({
      page,
    }) => {
      await page.goto(PAGE);
      const toggle = searchToggle(page);
      await toggle.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Mağazada ara' });
      await expect(dialog).toBeVisible();
      expect(await tabThrough(page, 6)).toEqual(Array(6).fill(true));
      expect(await tabThrough(page, 6, true)).toEqual(Array(6).fill(true));
      await dialog.getByRole('link', { name: 'Aramayı kapat' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('tiş');
      await expect(dialog.getByRole('option', { name: /Pamuklu Basic Tişört/ })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/urun\/pamuklu-basic-tisort\/$/);
    });
  });

  test.describe(`header cart dropdown at ${viewport.width}`, () => {
    test.use({ viewport });
    const cart = (page: Page) => page.locator('#site-header-cart');
    const dropdown = (page: Page) => cart(page).locator('.widget_shopping_cart');
    const link = (page: Page) => cart(page).locator('a.cart-contents');

    test('hover opens it (aria-expanded), Escape hides it under the pointer, leaving and coming back shows it again; a click goes to the cart', async ({
      page,
    }) => {
      await page.goto(PAGE);
      await page.mouse.move(5, 700);
      await link(page).hover();
      await expect(dropdown(page)).toBeVisible();
      await expect(link(page)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(dropdown(page)).toBeHidden();
      await expect(link(page)).toHaveAttribute('aria-expanded', 'false');
      await page.mouse.move(5, 700);
      await expect(dropdown(page)).toBeHidden();
      await link(page).hover();
      await expect(dropdown(page)).toBeVisible();
      await expect(link(page)).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.move(5, 700);
      await expect(dropdown(page)).toBeHidden();
      await expect(link(page)).toHaveAttribute('aria-expanded', 'false');
      await link(page).click();
      await expect(page).toHaveURL(/\/sepet\/$/);
    });

    test('focus opens it, Escape closes it with focus kept on the link, Enter opens it again; axe with it open', async ({
      page,
    }) => {
      await page.goto(PAGE);
      // The dropdown's wake-up listens once the mini cart's island runs (idle); a focus before it is a plain focus.
      await page.evaluate(() => window.Firsat?.whenIdle());
      await link(page).focus();
      await expect(dropdown(page)).toBeVisible();
      await expect(link(page)).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dropdown(page)).toBeHidden();
      await expect(link(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dropdown(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the menu toggle shows the handheld menu (the panel as the page’s target); its links work; the close link hides it', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await menuToggle(page).click();
    const panel = page.locator('#site-handheld-navigation');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Menüyü kapat' }).click();
    await expect(panel).toBeHidden();
    await menuToggle(page).click();
    await panel.getByRole('link', { name: 'Fırsatlar' }).click();
    await expect(page).toHaveURL(/\/firsatlar\/$/);
  });

  test('the search toggle shows the overlay with the search block', async ({ page }) => {
    await page.goto(PAGE);
    await searchToggle(page).click();
    await expect(page.locator('#site-search-overlay input.wopb-search-input')).toBeVisible();
  });
});

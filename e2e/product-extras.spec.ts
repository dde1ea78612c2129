import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, test } from '@playwright/test';
import { addToCart, serverCart } from './support';

const COOKIE = 'wopb_cart_reserved_timer';

/** Moves the reservation start so that `secondsLeft` remain of the cart page's 15 minutes. */
async function reservationEndsIn(context: BrowserContext, baseURL: string, secondsLeft: number) {
  const start = Date.now() - 15 * 60_000 + secondsLeft * 1000;
  await context.addCookies([{ name: COOKIE, value: String(start), url: baseURL }]);
}

async function cookieValue(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === COOKIE)?.value;
}

test.describe('cart reservation timer', () => {
  test('counts down on the cart page and at zero empties the cart on the server', async ({
    page,
    context,
    baseURL,
  }) => {
    await addToCart(page, '32');
    expect(await cookieValue(context)).toMatch(/^\d{13}$/);
    await reservationEndsIn(context, baseURL ?? '', 4);
    const clearing = page.waitForRequest((r) => r.url().endsWith('/sepet/?wopb-cart-clear'), {
      timeout: 10_000,
    });
    await page.goto('/sepet/');
    const box = page.locator('.wopb-cart-reserved');
    await expect(box).toHaveAttribute('data-island-state', 'mounted');
    await expect(box).toHaveAttribute('data-hides', 'clear');
    await expect(box.locator('.wopb-cart-reserved-timer')).toHaveAttribute('role', 'timer');
    const time = box.locator('.wopb-cart-time');
    await expect(time).toHaveText(/^00:0[1-4]$/);
    const first = await time.textContent();
    await expect(time).not.toHaveText(first ?? '', { timeout: 2500 });
    // At zero the browser goes to ?wopb-cart-clear, the server empties the cart and sends it back.
    await clearing;
    await expect(page).toHaveURL(/\/sepet\/$/);
    await expect(page.locator('.cart-empty')).toBeVisible();
    expect(await serverCart(page)).toContain('<span class="count">0 ürün</span>');
    expect(await cookieValue(context)).toBe('0');
  });

  test('with hide: the box hides at zero, the cookie is reset and the cart stays', async ({
    page,
    context,
    baseURL,
  }) => {
    await addToCart(page, '32');
    await reservationEndsIn(context, baseURL ?? '', 3);
    await page.goto('/demo/sepet-suresi/');
    const box = page.locator('.wopb-cart-reserved');
    await expect(box).toHaveAttribute('data-island-state', 'mounted');
    await expect(box).toBeVisible();
    await expect(box).toBeHidden({ timeout: 6000 });
    await expect(box).toHaveAttribute('data-state', 'expired');
    await expect(page.locator('[data-firsat-live-region] [role="alert"]')).toHaveText(
      'Sepetinizin ayrılma süresi doldu.',
    );
    expect(await cookieValue(context)).toBe('0');
    expect(page.url()).not.toContain('wopb-cart-clear');
    expect(await serverCart(page)).toContain('<span class="count">1 ürün</span>');
    // The server no longer prints the box once the cookie is reset.
    await page.reload();
    await expect(page.locator('.wopb-cart-reserved')).toHaveCount(0);
  });

  test('a reservation already over on load: cookie reset, box hidden, cart kept', async ({
    page,
    context,
    baseURL,
  }) => {
    await addToCart(page, '32');
    await reservationEndsIn(context, baseURL ?? '', -60);
    await page.goto('/sepet/');
    const box = page.locator('.wopb-cart-reserved');
    await expect(box).toHaveAttribute('data-state', 'expired');
    await expect(box).toBeHidden();
    expect(await cookieValue(context)).toBe('0');
    expect(await serverCart(page)).toContain('<span class="count">1 ürün</span>');
  });
});

test.describe('sticky add-to-cart bar (cart footer)', () => {
  test('appears once scrolled past data-scroll, hidden and inert otherwise', async ({ page }) => {
    await page.goto('/urun/hakiki-deri-cuzdan/');
    const bar = page.locator('.wopb-sticky-cart');
    await expect(bar).toHaveAttribute('data-island-state', 'mounted');
    await expect(bar).toBeHidden();
    await expect(bar).toHaveAttribute('inert', '');
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', 'visible');
    await expect(bar).not.toHaveAttribute('inert');
    await expect(bar).toHaveAttribute('style', /bottom: 0/);
    const box = await bar.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test('footer layout follows the 685, 644, 520, 430 px breakpoints', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/urun/hakiki-deri-cuzdan/');
    const bar = page.locator('.wopb-sticky-cart');
    await expect(bar).toHaveAttribute('data-layout', 'wide');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(bar).toHaveAttribute('data-layout', '644');
    await page.setViewportSize({ width: 420, height: 800 });
    await expect(bar).toHaveAttribute('data-layout', '430');
    await expect(bar).toHaveClass(/wopb-sticky-max-685.*wopb-sticky-max-430|wopb-sticky-max-430/);
  });

  test('adds the product with the typed quantity', async ({ page }) => {
    await page.goto('/urun/hakiki-deri-cuzdan/');
    await page.mouse.wheel(0, 600);
    const bar = page.locator('.wopb-sticky-cart');
    await expect(bar).toBeVisible();
    await bar.locator('input.wopb-sticky-cart-qty').fill('2');
    const button = bar.locator('.add_to_cart_button');
    await expect(button).toHaveAttribute('data-quantity', '2');
    await expect(button).toHaveAttribute('data-island-state', 'mounted');
    const added = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'));
    await button.click();
    expect((await added).ok()).toBe(true);
    await expect(button).toHaveClass(/added/);
    expect(await serverCart(page)).toContain('<span class="count">2 ürün</span>');
    // The page did not follow the ?add-to-cart= link.
    expect(page.url()).not.toContain('add-to-cart');
  });

  test('a variable product slides up to its form and focuses the first choice', async ({ page }) => {
    await page.goto('/urun/kapusonlu-sweatshirt/');
    await page.evaluate(() => window.scrollTo(0, 900));
    const bar = page.locator('.wopb-sticky-cart');
    await expect(bar).toBeVisible();
    await bar.locator('.wopb-sticky-slide-up').click();
    // The first visible choice (a swatch when swatches replace the select).
    await expect(page.locator('form.cart :focus')).toHaveCount(1);
    await expect(page.locator('form.cart')).toBeInViewport();
    expect(page.url()).toMatch(/\/urun\/kapusonlu-sweatshirt\/$/);
  });
});

test.describe('name your price', () => {
  test('typing 10 shows the minimum message and resets to 50 after 1 s; 99999 resets to 5000', async ({
    page,
  }) => {
    await page.goto('/urun/askida-urun-bagisi/');
    const wrapper = page.locator('.wopb-name-price-wrapper');
    await expect(wrapper).toHaveAttribute('data-island-state', 'mounted');
    const field = page.locator('#wopb-name-price-box');
    const warning = page.locator('#wopb-price-warning');
    await field.fill('10');
    await page.waitForTimeout(500);
    await expect(field).toHaveValue('10');
    await expect(field).toHaveValue('50', { timeout: 3000 });
    await expect(warning).toHaveText(/^Minimum Price limit is 50\s₺$/);
    await expect(warning).toHaveText('', { timeout: 5000 });
    await field.fill('99999');
    await expect(field).toHaveValue('5000', { timeout: 3000 });
    await expect(warning).toHaveText(/^Maximum Price limit is 5\.000\s₺$/);
  });

  test('add to cart is disabled at 0 and a suggested price enables it', async ({ page }) => {
    await page.goto('/urun/askida-urun-bagisi/');
    await expect(page.locator('.wopb-name-price-wrapper')).toHaveAttribute('data-island-state', 'mounted');
    const button = page.locator('form.cart .single_add_to_cart_button');
    await page.locator('#wopb-name-price-box').fill('0');
    await expect(button).toBeDisabled();
    await page.locator('label[for="wopb-chunk-2"]').click();
    await expect(page.locator('#wopb-name-price-box')).toHaveValue('250');
    await expect(button).toBeEnabled();
    await expect(page.locator('#wopb-chunk-2').locator('xpath=..')).toHaveClass(/active/);
  });

  test('adding with 120 puts that price in the cart (server-side total)', async ({ page }) => {
    await page.goto('/urun/askida-urun-bagisi/');
    await expect(page.locator('.wopb-name-price-wrapper')).toHaveAttribute('data-island-state', 'mounted');
    await page.locator('#wopb-name-price-box').fill('120');
    await page.waitForTimeout(1200);
    await expect(page.locator('#wopb-name-price-box')).toHaveValue('120');
    await page.locator('form.cart .single_add_to_cart_button').click();
    await expect
      .poll(async () => serverCart(page), { timeout: 5000 })
      .toMatch(/120,00(&nbsp;|\s)*<span class="woocommerce-Price-currencySymbol">&#8378;<\/span>.*1 ürün/s);
  });
});

test('drop-in: the demo pages print only the classic markup and firsat.js', async ({ page }) => {
  await addToCart(page, '32');
  for (const path of ['/sepet/', '/urun/hakiki-deri-cuzdan/', '/urun/askida-urun-bagisi/']) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/data-firsat|data-island/);
    expect(html.match(/<script[^>]+src="[^"]+"/g)).toEqual(['<script type="module" src="/firsat/firsat.js"']);
  }
  const html = await (await page.request.get('/sepet/')).text();
  expect(html).toContain('<div class="wopb-cart-reserved" data-expire="15" data-hides="clear">');
});

test.describe('accessibility', () => {
  test('axe: the cart page with the reservation box, the product page with the bar shown', async ({
    page,
  }) => {
    const axe = async () => {
      await page.evaluate(() => window.Firsat?.whenIdle());
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await addToCart(page, '32');
    await page.goto('/sepet/');
    await expect(page.locator('.wopb-cart-reserved')).toHaveAttribute('data-state', 'running');
    expect(await axe()).toEqual([]);
    await page.goto('/urun/askida-urun-bagisi/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator('.wopb-sticky-cart')).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});

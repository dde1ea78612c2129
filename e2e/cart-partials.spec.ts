import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleErrors, serverCart } from './support';

/**
 * Issue 21's cart partials and the animated add-to-cart button, each on the demo store's markup:
 * the cart builder's coupon section toggle (/demo/sepet-bolumleri/), the card variation
 * switcher's add to cart (`wopb_variation_loop_add_cart`, on /), the redirect to the cart 2 s
 * after adding with the setting on (/demo/sepete-git/), and the `wopb_anim_*` body classes
 * (/demo/hareketli-buton/).
 */
const count = (page: Page) => page.locator('#site-header-cart .cart-contents .count');
const loopButton = (page: Page, id: number) => page.locator(`ul.products li.post-${id} a.add_to_cart_button`);
const mounted = (locator: ReturnType<Page['locator']>) =>
  expect(locator).toHaveAttribute('data-island-state', 'mounted');

/**
 * Notes the url and form body of every fetch the page makes, from inside the page (Chromium does
 * not show Playwright the bodies ky sends); `sentTo` waits for the first one to a wc-ajax endpoint.
 */
async function recordFetches(page: Page) {
  await page.addInitScript(() => {
    const sent: [string, string][] = [];
    (window as unknown as { __sent: typeof sent }).__sent = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push([request.url, await request.clone().text()]);
      return original(request);
    };
  });
}

async function sentTo(page: Page, endpoint: string): Promise<URLSearchParams> {
  const find = () =>
    page.evaluate(
      (name) =>
        (window as unknown as { __sent: [string, string][] }).__sent.find(([url]) =>
          url.includes(`wc-ajax=${name}`),
        )?.[1] ?? null,
      endpoint,
    );
  await expect.poll(find).not.toBeNull();
  return new URLSearchParams((await find()) ?? '');
}

test('the coupon section: its header and button toggle the form, by mouse and keyboard, named and axe clean', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/demo/sepet-bolumleri/');
  const section = page.locator('.wopb-coupon-section');
  await mounted(section);
  const form = section.locator('.wopb-coupon-form');
  const toggle = page.getByRole('button', { name: 'Promosyon kodunuz var mı?' });
  await expect(form).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAttribute('aria-controls', (await form.getAttribute('id')) ?? 'missing');

  await toggle.click();
  await expect(form).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveClass(/\bwopb-toggle-btn-collapse\b/);
  await expect(section).toHaveAttribute('data-state', 'closed');

  // The header's text toggles too, as the plugin's click handler on the header does.
  await section.locator('.wopb-toggle-text').click();
  await expect(form).toBeVisible();
  await expect(toggle).not.toHaveClass(/\bwopb-toggle-btn-collapse\b/);
  await expect(section.getByPlaceholder('Kupon kodu')).toBeEditable();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await page.keyboard.press('Space');
  await expect(form).toBeVisible();
  await expect(toggle).toBeFocused();

  const axe = await new AxeBuilder({ page }).include('.wopb-coupon-section').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the coupon block applies a code to the cart: apply_coupon with the checkout nonce, the notice in the section, the code kept on an error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await recordFetches(page);
  await page.goto('/?add-to-cart=32');
  await page.goto('/demo/sepet-bolumleri/');
  const block = page.locator('div.wopb-coupon-form');
  await mounted(block);
  const code = block.getByPlaceholder('Kupon kodu');
  const apply = block.getByRole('button', { name: 'Kuponu uygula' });
  const notices = page.locator('.wopb-coupon-section .woocommerce-notices-wrapper');

  await code.fill('YOKBOYLE');
  await apply.click();
  await expect(notices.locator('ul.woocommerce-error')).toContainText('"yokboyle" kuponu mevcut değil!');
  await expect(code).toHaveValue('YOKBOYLE');
  await expect(block).not.toHaveClass(/processing/);

  await code.fill('INDIRIM10');
  await code.press('Enter');
  const fields = await sentTo(page, 'apply_coupon');
  expect([...fields.keys()]).toEqual(['security', 'coupon_code']);
  expect(fields.get('security')).toBe(
    await page.evaluate(
      () =>
        (window as unknown as { wc_checkout_params: { apply_coupon_nonce: string } }).wc_checkout_params
          .apply_coupon_nonce,
    ),
  );
  await expect(notices.locator('.woocommerce-message')).toContainText('Kupon kodu başarıyla uygulandı.');
  await expect(notices.locator('ul.woocommerce-error')).toHaveCount(0);
  await expect(code).toHaveValue('');
  // Applied to the visitor's real cart.
  await page.goto('/sepet/');
  await expect(page.locator('tr.cart-discount.coupon-indirim10')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a card variation switcher adds its variation: wopb_variation_loop_add_cart with the ids, the attributes and wopb_nonce', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await recordFetches(page);
  await page.goto('/');
  const switcher = page.locator('.wopb-loop-variations-form[data-product_id="25"]').first();
  await mounted(switcher);
  const card = page.locator('li.product', { has: switcher });
  const button = card.locator('.add_to_cart_button');
  await mounted(button);
  await card.locator('.wopb-swatch[data-value="mavi"]').click();
  await card.locator('.wopb-swatch[data-value="s"]').click();
  await expect(button).toHaveClass(/\bwopb-loop-add-to-cart-button\b/);

  await button.click();
  const fields = await sentTo(page, 'wopb_variation_loop_add_cart');
  expect(Object.fromEntries(fields)).toEqual({
    action: 'wopb_variation_loop_add_cart',
    product_id: '25',
    variation_id: '103',
    'variation[attribute_pa_renk]': 'mavi',
    'variation[attribute_pa_beden]': 's',
    wopb_nonce: expect.stringMatching(/^\w+$/),
  });
  // The page did not follow the link: it stays, the button is added, the cart has the variation.
  await expect(page).toHaveURL(/\/$/);
  await expect(button).toHaveClass(/\badded\b/);
  await expect(count(page)).toHaveText('1 ürün');
  await expect(page.locator('.widget_shopping_cart_content')).toContainText('Mavi');
  expect(await serverCart(page)).toContain('1 ürün');
  expect(errors).toEqual([]);
});

test('with cart_redirect_after_add on, the page goes to the cart 2 s after adding, not before', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await recordFetches(page);
  await page.goto('/demo/sepete-git/');
  const button = loopButton(page, 32);
  await mounted(button);
  const clicked = Date.now();
  await button.click();
  expect((await sentTo(page, 'add_to_cart')).get('product_id')).toBe('32');
  // Added, and still here a second later: the redirect waits 2 s after the answer.
  await expect(button).toHaveClass(/\badded\b/);
  await page.waitForTimeout(1000);
  expect(page.url()).toMatch(/\/demo\/sepete-git\/$/);
  await page.waitForURL(/\/sepet\/$/, { timeout: 5000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(2000);
  await expect(page.locator('.woocommerce-cart-form')).toContainText('Hakiki Deri Cüzdan');
  expect(errors).toEqual([]);
});

test('without the setting, adding from a loop stays on the page', async ({ page }) => {
  await page.goto('/');
  const button = loopButton(page, 32);
  await mounted(button);
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await page.waitForTimeout(2500);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the animated add-to-cart button: wopb-anim-shake toggles every 2 s, and the button still adds', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await recordFetches(page);
  await page.goto('/demo/hareketli-buton/');
  const button = loopButton(page, 33);
  await mounted(button);
  await expect(button).toHaveClass(/\bwopb-animation\b/);
  // On, then off 2 s later, then on again.
  await expect(button).toHaveClass(/\bwopb-anim-shake\b/);
  await expect(button).not.toHaveClass(/\bwopb-anim-shake\b/, { timeout: 3000 });
  await expect(button).toHaveClass(/\bwopb-anim-shake\b/, { timeout: 3000 });

  await button.click();
  expect((await sentTo(page, 'add_to_cart')).get('product_id')).toBe('33');
  await expect(button).toHaveClass(/\badded\b/);
  await expect(count(page)).toHaveText('1 ürün');
  expect(errors).toEqual([]);
});

test('the animated button stays still while the visitor asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/demo/hareketli-buton/');
  const button = loopButton(page, 33);
  await mounted(button);
  await expect(button).toHaveClass(/\bwopb-animation\b/);
  await page.waitForTimeout(2500);
  await expect(button).not.toHaveClass(/\bwopb-anim-shake\b/);
  // The setting changed: it moves from then on.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(button).toHaveClass(/\bwopb-anim-shake\b/);
});

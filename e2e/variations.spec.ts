import { expect, type Page, test } from '@playwright/test';

const UNAVAILABLE = 'Sorry, this product is unavailable. Please choose a different combination.';
const SELECT_OPTIONS = 'Please select some product options before adding this product to your cart.';

async function mounted(page: Page, selector = 'form.variations_form') {
  await expect(page.locator(selector).first()).toHaveAttribute('data-island-state', 'mounted');
  // The page-load check (100 ms after mounting) has run.
  await expect(page.locator(selector).first()).toHaveClass(/wopb-variation-init/);
  await expect(page.locator(`${selector} .reset_variations`).first()).toHaveCSS('visibility', 'hidden');
}

/** Collects every dialog's message and accepts it. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test('product 25: choosing updates price, stock, sku and image, then the form adds that variation', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/urun/pamuklu-basic-tisort/');
  await mounted(page);
  const form = page.locator('form.variations_form');
  const button = form.locator('.single_add_to_cart_button');
  await expect(button).toHaveClass(/wc-variation-selection-needed/);
  const found = page.evaluate(
    () =>
      new Promise<{ id: number; image: string }>((resolve) => {
        document.querySelector('form.variations_form')?.addEventListener('found_variation', (event) => {
          const [variation] = (event as CustomEvent).detail as [
            { variation_id: number; image: { src: string } },
          ];
          resolve({ id: variation.variation_id, image: variation.image.src });
        });
      }),
  );

  await form.locator('select[name="attribute_pa_renk"]').selectOption('kirmizi');
  await expect(form.locator('.reset_variations')).toHaveCSS('visibility', 'visible');
  await form.locator('select[name="attribute_pa_beden"]').selectOption('m');
  await expect(form.locator('input.variation_id')).toHaveValue('101');
  await expect(button).not.toHaveClass(/disabled/);
  await expect(form.locator('.woocommerce-variation-price')).toContainText('199,90');
  await expect(form.locator('.woocommerce-variation-availability')).toHaveText('3 adet stokta');
  await expect(page.locator('.product_meta .sku')).toHaveText('pamuklu-basic-tisort-kirmizi-m');
  const variation = await found;
  expect(variation.id).toBe(101);
  expect(variation.image).toContain('/wp-content/uploads/');

  await button.click();
  await expect(page.locator('.woocommerce-message')).toContainText('sepetinize eklendi');
  await page.goto('/sepet/');
  await expect(page.locator('.woocommerce-cart-form')).toContainText('Kırmızı');
  await expect(page.locator('.woocommerce-cart-form')).toContainText('M');
  expect(errors).toEqual([]);
});

test('product 25: an unavailable combination is blocked with the alert verbatim; reset puts everything back', async ({
  page,
}) => {
  const seen = alerts(page);
  await page.goto('/urun/pamuklu-basic-tisort/');
  await mounted(page);
  const form = page.locator('form.variations_form');
  const button = form.locator('.single_add_to_cart_button');
  // The blocked button stays focusable and clickable (aria-disabled), as the classic one.
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.click({ force: true });
  expect(seen).toEqual([SELECT_OPTIONS]);

  await form.locator('select[name="attribute_pa_renk"]').selectOption('siyah');
  // siyah/m does not exist: the option is disabled before the shopper picks it.
  await expect(form.locator('select[name="attribute_pa_beden"] option[value="m"]')).toBeDisabled();
  await form.locator('select[name="attribute_pa_beden"]').selectOption('l');
  await expect(button).toHaveClass(/wc-variation-is-unavailable/);
  await expect(form.locator('.single_variation')).toContainText('Stokta yok');
  await button.click({ force: true });
  expect(seen).toEqual([SELECT_OPTIONS, UNAVAILABLE]);
  await expect(page.locator('[data-firsat-live-region]')).toContainText(UNAVAILABLE);
  // Still on the product page: nothing was posted.
  await expect(page.locator('.woocommerce-message')).toHaveCount(0);

  await form.locator('.reset_variations').click();
  await expect(form.locator('select[name="attribute_pa_renk"]')).toHaveValue('');
  await expect(form.locator('select[name="attribute_pa_beden"]')).toHaveValue('');
  await expect(form.locator('input.variation_id')).toHaveValue('');
  await expect(button).toHaveClass(/wc-variation-selection-needed/);
  await expect(form.locator('.single_variation')).toBeHidden();
  await expect(page.locator('.product_meta .sku')).toHaveText('pamuklu-basic-tisort');
  await expect(form.locator('.reset_variations')).toHaveCSS('visibility', 'hidden');
});

test('product 27 (40 variations): partial choices disable sold-out options; get_variation once all are chosen', async ({
  page,
}) => {
  // Record what the page posts to shop ajax, as the server receives it.
  await page.addInitScript(() => {
    const w = window as unknown as { __posts: { endpoint: string | null; body: string }[] };
    w.__posts = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.searchParams.has('wc-ajax')) {
        w.__posts.push({ endpoint: url.searchParams.get('wc-ajax'), body: await request.clone().text() });
      }
      return original(request);
    };
  });
  const posted = async () =>
    (
      await page.evaluate(
        () => (window as unknown as { __posts: { endpoint: string | null; body: string }[] }).__posts,
      )
    ).map((p) => ({ endpoint: p.endpoint, fields: Object.fromEntries(new URLSearchParams(p.body)) }));
  await page.goto('/urun/hafif-kosu-ayakkabisi/');
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
  await mounted(page);
  const form = page.locator('form.variations_form');
  await form.locator('select[name="attribute_pa_renk"]').selectOption('kirmizi');
  await expect(form.locator('select[name="attribute_pa_numara"] option[value="45"]')).toBeDisabled();
  await expect(form.locator('select[name="attribute_pa_numara"] option[value="44"]')).toBeEnabled();
  const partial = await posted();
  expect(partial.filter((p) => p.endpoint === 'get_variation')).toHaveLength(0);
  expect(partial.filter((p) => p.endpoint === 'firsat_variation_options').at(-1)?.fields).toEqual({
    attribute_pa_numara: '',
    product_id: '27',
    attribute_pa_renk: 'kirmizi',
  });

  await form.locator('select[name="attribute_pa_numara"]').selectOption('44');
  await expect(form.locator('input.variation_id')).toHaveValue('158');
  await expect(form.locator('.single_add_to_cart_button')).not.toHaveClass(/disabled/);
  const asked = (await posted()).filter((p) => p.endpoint === 'get_variation');
  expect(asked).toHaveLength(1);
  expect(asked[0]?.fields).toEqual({
    attribute_pa_renk: 'kirmizi',
    attribute_pa_numara: '44',
    product_id: '27',
    custom_data: '',
  });
});

test('product 26: swatches work by keyboard as a radio group; sold individually hides the quantity', async ({
  page,
}) => {
  await page.goto('/urun/kapusonlu-sweatshirt/');
  await mounted(page);
  const form = page.locator('form.variations_form');
  const colours = form.locator('.wopb-variation-swatches[data-attribute_name="attribute_pa_renk"]');
  await expect(colours).toHaveAttribute('role', 'radiogroup');
  await expect(colours).toHaveAccessibleName(/Renk/);
  const first = colours.getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await expect(form.locator('select[name="attribute_pa_renk"]')).toHaveValue('siyah');
  await page.keyboard.press('ArrowRight');
  await expect(colours.getByRole('radio', { name: 'Beyaz' })).toBeFocused();
  await expect(colours.getByRole('radio', { name: 'Beyaz' })).toHaveAttribute('aria-checked', 'true');
  await expect(form.locator('select[name="attribute_pa_renk"]')).toHaveValue('beyaz');
  await expect(form.locator('label[for="pa_renk"] .wopb-swatch-label-value')).toHaveText(': Beyaz');

  const material = form.locator('.wopb-variation-swatches[data-attribute_name="attribute_malzeme"]');
  await material.getByRole('radio', { name: 'Pamuk' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.locator('input.variation_id')).toHaveValue('110');
  await expect(form.locator('.quantity')).toBeHidden();
  await expect(form.locator('input.qty')).toHaveValue('1');
  await expect(form.locator('.single_add_to_cart_button')).not.toHaveClass(/disabled/);
});

test('a card switcher sets the chosen variation on the card button; reset restores it', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('li.product', {
    has: page.locator('.wopb-loop-variations-form[data-product_id="25"]'),
  });
  await mounted(page, '.wopb-loop-variations-form[data-product_id="25"]');
  const button = card.locator('.add_to_cart_button');
  await expect(button).toHaveText('Seçenekler');
  await card.locator('.wopb-swatch[data-value="mavi"]').click();
  await card.locator('.wopb-swatch[data-value="s"]').click();
  await expect(button).toHaveAttribute('data-variation_id', '103');
  await expect(button).toHaveAttribute(
    'data-variation',
    JSON.stringify({ attribute_pa_renk: 'mavi', attribute_pa_beden: 's' }),
  );
  await expect(button).toHaveText('Sepete ekle');
  await expect(button).toHaveClass(/wopb-loop-add-to-cart-button/);
  await expect(card.locator('.price').first()).toContainText('189,90');

  await card.locator('.reset_variations').click();
  await expect(button).not.toHaveAttribute('data-variation_id', /.*/);
  await expect(button).toHaveText('Seçenekler');
  await expect(button).not.toHaveClass(/wopb-loop-add-to-cart-button/);
});

import { expect, test } from '@playwright/test';

// What a visitor without JavaScript (or quicker than the islands) gets from the server alone.
test.use({ javaScriptEnabled: false });

test('a variable product is added from its chosen attributes (the form posts variation_id=0)', async ({
  page,
}) => {
  await page.goto('/urun/pamuklu-basic-tisort/');
  const form = page.locator('form.variations_form');
  await expect(form.locator('input[name="variation_id"]')).toHaveValue('0');
  await form.locator('select[name="attribute_pa_renk"]').selectOption('mavi');
  await form.locator('select[name="attribute_pa_beden"]').selectOption('s');
  await form.getByRole('button', { name: 'Sepete ekle' }).click();

  await expect(page).toHaveURL(/\/urun\/pamuklu-basic-tisort\/$/);
  await expect(page.locator('.woocommerce-message')).toContainText(
    '“Pamuklu Basic Tişört” sepetinize eklendi.',
  );
  await expect(page.locator('.woocommerce-error')).toHaveCount(0);

  await page.goto('/sepet/');
  const row = page.locator('tr.woocommerce-cart-form__cart-item');
  await expect(row).toHaveCount(1);
  await expect(row.locator('.product-name')).toHaveText('Pamuklu Basic Tişört - Mavi, S');
});

test('a block’s page link followed before its island is ready keeps the other blocks’ pages', async ({
  page,
}) => {
  await page.goto('/vitrin/?paged-vitrin-daha-fazla=2');
  const more = page.locator('.wopb-block-vitrin-daha-fazla .wopb-block-item');
  await expect(more).toHaveCount(24);

  await page.locator('.wopb-block-vitrin-sayfalar').getByRole('link', { name: 'Sonraki' }).click();

  await expect(page).toHaveURL(/\/vitrin\/\?paged-vitrin-daha-fazla=2&paged-vitrin-sayfalar=2$/);
  await expect(page.locator('.wopb-block-vitrin-sayfalar .wopb-pagination-wrap')).toHaveAttribute(
    'data-paged',
    '2',
  );
  await expect(more).toHaveCount(24);
});

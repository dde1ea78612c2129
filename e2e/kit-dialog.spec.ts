import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleErrors } from './support';

/**
 * The behaviour kit's dialog, alert and confirm (issue 20) on /demo/iletisim-kutusu/, a page with
 * firsat.js and no other script: a dialog on printed markup (`.wopb-modal-wrap`), and
 * `Firsat.confirm` / `Firsat.alert` / `kit().ask` from the buttons' onclick. The keyboard path
 * (focus in, Tab trapped, Escape, focus back), the screen reader's (roles, names, descriptions),
 * the answers, the page behind inert while open, axe clean with each open.
 */
const PAGE = '/demo/iletisim-kutusu/';
const result = (page: Page) => page.locator('#kutu-sonuc');
const axeClean = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
};

test('the dialog on printed markup: keyboard in, Tab trapped, Escape, focus back; named, described; the page inert; axe', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(PAGE);
  const opener = page.getByRole('button', { name: 'Kargo bilgisi' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kargo bilgisi' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleDescription(/kargo ücretsizdir/);
  const field = dialog.getByRole('textbox', { name: 'Posta kodu' });
  const link = dialog.getByRole('link', { name: 'Sepete git' });
  const close = dialog.getByRole('button', { name: 'Kapat' });
  await expect(field).toBeFocused();
  for (const next of [link, close, field]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  // Behind it nothing answers: the header and the page's other content are inert.
  await expect(page.locator('#masthead')).toHaveAttribute('inert', '');
  await expect(page.locator('.firsat-demo-buttons')).toHaveAttribute('inert', '');
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(result(page)).toHaveText('kapandı: escape');
  await expect(page.locator('[inert]')).toHaveCount(0);
  // The overlay and the close control close it too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(dialog).toBeHidden();
  await expect(result(page)).toHaveText('kapandı: outside');
  await opener.click();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(result(page)).toHaveText('kapandı: close');
  await expect(opener).toBeFocused();
  expect(errors).toEqual([]);
});

test('confirm: an alertdialog, Cancel focused first, Tab wraps; OK → true, Cancel and Escape → false; axe', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(PAGE);
  const opener = page.getByRole('button', { name: 'Sepeti boşalt' });
  const ask = async () => {
    await opener.click();
    const box = page.getByRole('alertdialog', { name: 'Onay' });
    await expect(box).toBeVisible();
    return box;
  };
  let box = await ask();
  await expect(box).toHaveAccessibleDescription('Sepetiniz boşaltılsın mı?');
  const cancel = box.getByRole('button', { name: 'Vazgeç' });
  const ok = box.getByRole('button', { name: 'Tamam' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await expect(page.locator('#page')).toHaveAttribute('inert', '');
  await axeClean(page);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveText('true');
  await expect(page.locator('.firsat-dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator('[inert]')).toHaveCount(0);

  box = await ask();
  await page.keyboard.press('Enter'); // on Cancel, the safe default
  await expect(result(page)).toHaveText('false');
  await result(page).evaluate((el) => {
    el.textContent = '';
  });
  box = await ask();
  await page.keyboard.press('Escape');
  await expect(result(page)).toHaveText('false');
  await expect(box).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('alert: named by its title, OK focused, Enter closes; ask: OK, No, Cancel', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Kuponu kaydet' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Kupon' });
  await expect(alert).toHaveAccessibleDescription('Kupon kodunuz kaydedildi.');
  await expect(alert.getByRole('button', { name: 'Tamam' })).toBeFocused();
  await axeClean(page);
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(result(page)).toHaveText('undefined');

  await page.getByRole('button', { name: 'Formdan çık' }).click();
  const question = page.getByRole('alertdialog', { name: 'Onay' });
  await expect(question.getByRole('button')).toHaveText(['Vazgeç', 'Hayır', 'Tamam']);
  await question.getByRole('button', { name: 'Hayır' }).click();
  await expect(result(page)).toHaveText('no');
  expect(errors).toEqual([]);
});

test.describe('the header cart dropdown (the kit’s disclosure)', () => {
  const cart = (page: Page) => page.locator('#site-header-cart');
  const dropdown = (page: Page) => cart(page).locator('.widget_shopping_cart');

  test('focus shows it, Escape hides it and keeps focus on the link, Enter shows it again, then follows the link; a press outside hides it', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.goto(PAGE);
    const link = cart(page).locator('a.cart-contents');
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await link.focus();
    await expect(dropdown(page)).toBeVisible();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toHaveAttribute('aria-controls', /.+/);
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.mouse.click(5, 600);
    await expect(dropdown(page)).toBeHidden();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sepet\/$/);
    expect(errors).toEqual([]);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('the first tap opens it, the second goes to the cart', async ({ page }) => {
      await page.goto(PAGE);
      const link = cart(page).locator('a.cart-contents');
      await link.tap();
      await expect(dropdown(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
      await link.tap();
      await expect(page).toHaveURL(/\/sepet\/$/);
    });
  });
});

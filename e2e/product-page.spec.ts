import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consoleErrors } from './support';

const RATING_REQUIRED = 'Please select a rating';

const gallery = (page: Page) => page.locator('.woocommerce-product-gallery');
const thumbs = (page: Page) => gallery(page).getByRole('button', { name: /görsel$/ });
const tab = (page: Page, key: string) => page.locator(`.wc-tabs a[href="#tab-${key}"]`);
const panel = (page: Page, key: string) => page.locator(`#tab-${key}`);

async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await expect(gallery(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator('.woocommerce-tabs')).toHaveAttribute('data-island-state', 'mounted');
}

test('drop-in: the classic product page, only firsat.js, islands mounted, gallery faded in', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await openProduct(page, '/urun/pamuklu-basic-tisort/');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  expect(scripts).toEqual(['/firsat/firsat.js']);
  await expect(gallery(page)).toHaveCSS('opacity', '1');
  await expect(thumbs(page)).toHaveCount(4);
  expect(errors).toEqual([]);
});

for (const path of ['/urun/pamuklu-basic-tisort/', '/urun/robot-supurge/', '/urun/kablosuz-kulaklik/']) {
  test(`mounting the gallery and tabs shifts no layout on ${path}`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { gallerySources: string[] };
      w.gallerySources = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources?: { node?: Node | null }[];
        })[]) {
          for (const source of entry.sources ?? []) {
            const el = source.node instanceof Element ? source.node : source.node?.parentElement;
            const mine = el?.closest('.woocommerce-product-gallery, .woocommerce-tabs');
            if (mine) w.gallerySources.push(el?.className ?? '');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openProduct(page, path);
    await page.evaluate(() => window.Firsat?.whenIdle());
    await page.waitForTimeout(700);
    expect(
      await page.evaluate(() => (window as unknown as { gallerySources: string[] }).gallerySources),
    ).toEqual([]);
  });
}

test('thumbnails change the slide', async ({ page }) => {
  await openProduct(page, '/urun/pamuklu-basic-tisort/');
  const slides = gallery(page).locator('.woocommerce-product-gallery__image');
  await expect(thumbs(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await thumbs(page).nth(2).click();
  await expect(thumbs(page).nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(thumbs(page).nth(0)).not.toHaveAttribute('aria-current', 'true');
  await expect(slides.nth(2)).not.toHaveAttribute('aria-hidden', 'true');
  // After the 500 ms slide the third picture fills the viewport.
  const viewport = gallery(page).locator('.flex-viewport');
  await expect
    .poll(async () => {
      const [v, s] = await Promise.all([viewport.boundingBox(), slides.nth(2).boundingBox()]);
      // Within a pixel or two (the theme's borders).
      return v && s ? Math.abs(s.x - v.x) <= 2 : null;
    })
    .toBe(true);
  await expect(slides.nth(2).locator('img')).toHaveAttribute('src', /pamuklu-basic-tisort-detay\.svg$/);
});

test('full-screen viewer: keyboard left/right, Escape closes and focus returns to the trigger', async ({
  page,
}) => {
  await openProduct(page, '/urun/pamuklu-basic-tisort/');
  const trigger = page.getByRole('button', { name: 'Tam ekran görsel galerisini görüntüle' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const picture = dialog.locator('img.pswp__img');
  await expect(picture).toHaveAttribute('src', /pamuklu-basic-tisort\.svg$/);
  // Fitted to the page minus 150 px: the 1280 × 720 window leaves 570 px of height.
  const box = await picture.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(600);
  await page.keyboard.press('ArrowRight');
  await expect(picture).toHaveAttribute('src', /pamuklu-basic-tisort-arka\.svg$/);
  await expect(dialog).toContainText('2 / 4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(picture).toHaveAttribute('src', /pamuklu-basic-tisort-etiket\.svg$/);
  // Focus stays inside while open.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('zoom on hover shows the large picture magnified twice', async ({ page }) => {
  await openProduct(page, '/urun/pamuklu-basic-tisort/');
  const slide = gallery(page).locator('.woocommerce-product-gallery__image').first();
  const box = await slide.boundingBox();
  if (!box) throw new Error('no slide');
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.25);
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3);
  const zoom = slide.locator('img.zoomImg');
  await expect(zoom).toBeVisible();
  await expect(zoom).toHaveCSS('width', '1200px');
  await page.mouse.move(box.x + box.width + 200, box.y - 50);
  await expect(zoom).toHaveCount(0);
});

test('builder gallery: thumbnails on the left, below under 768 px', async ({ page }) => {
  await openProduct(page, '/urun/robot-supurge/');
  const nav = gallery(page).locator('.wopb-builder-slider-nav');
  await expect(nav).toHaveAttribute('data-position', 'left');
  const [navBox, sliderBox] = await Promise.all([
    nav.boundingBox(),
    gallery(page).locator('.wopb-builder-slider-for').boundingBox(),
  ]);
  expect((navBox?.x ?? 0) < (sliderBox?.x ?? 0)).toBe(true);
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(nav).toHaveAttribute('data-position', 'bottom');
  const [below, slider] = await Promise.all([
    nav.boundingBox(),
    gallery(page).locator('.wopb-builder-slider-for').boundingBox(),
  ]);
  expect((below?.y ?? 0) > (slider?.y ?? 0)).toBe(true);
});

test('tabs: no fragment opens the description; arrow keys move between tabs', async ({ page }) => {
  await openProduct(page, '/urun/pamuklu-basic-tisort/');
  await expect(panel(page, 'description')).toBeVisible();
  await expect(panel(page, 'reviews')).toBeHidden();
  await expect(tab(page, 'description')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'description').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'additional_information')).toBeFocused();
  await expect(panel(page, 'additional_information')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'reviews')).toBeFocused();
  await expect(panel(page, 'reviews')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(tab(page, 'description')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab(page, 'reviews')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'description')).toBeHidden();
});

test('tabs: #reviews opens the reviews, #tab-additional_information opens additional information', async ({
  page,
}) => {
  await openProduct(page, '/urun/pamuklu-basic-tisort/#reviews');
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(panel(page, 'description')).toBeHidden();
  await openProduct(page, '/urun/pamuklu-basic-tisort/#tab-additional_information');
  await expect(panel(page, 'additional_information')).toBeVisible();
  await expect(panel(page, 'reviews')).toBeHidden();
  // A hash change opens the matching tab.
  await page.evaluate(() => {
    window.location.hash = '#comments';
  });
  await expect(panel(page, 'reviews')).toBeVisible();
});

test('the review link under the title opens the reviews', async ({ page }) => {
  await openProduct(page, '/urun/kablosuz-kulaklik/');
  await expect(panel(page, 'reviews')).toBeHidden();
  await page.locator('a.woocommerce-review-link').click();
  await expect(panel(page, 'reviews')).toBeVisible();
  await expect(tab(page, 'reviews')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'reviews').locator('.commentlist > li')).toHaveCount(2);
});

test("review without a rating: 'Please select a rating' and nothing is sent", async ({ page }) => {
  await openProduct(page, '/urun/hakiki-deri-cuzdan/#reviews');
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  const rating = page.locator('.comment-form-rating');
  await expect(rating).toHaveAttribute('data-island-state', 'mounted');
  await page.locator('#comment').fill('Çok şık.');
  await page.locator('#author').fill('Deniz');
  await page.locator('#email').fill('deniz@example.com');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: RATING_REQUIRED })).toHaveText(RATING_REQUIRED);
  await expect(rating.getByRole('radio').first()).toBeFocused();
  expect(posts.filter((u) => u.includes('wp-comments-post'))).toEqual([]);
  await expect(page).toHaveURL(/\/urun\/hakiki-deri-cuzdan\/#reviews$/);
});

test('review with a rating (keyboard) is stored and shown, reviews open at #comment-<id>', async ({
  page,
}) => {
  await openProduct(page, '/urun/hakiki-deri-cuzdan/#reviews');
  const rating = page.locator('.comment-form-rating');
  await expect(rating).toHaveAttribute('data-island-state', 'mounted');
  const group = rating.getByRole('radiogroup', { name: /Puanınız/ });
  await group.getByRole('radio', { name: 'Çok kötü' }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: 'İyi' })).toHaveAttribute('aria-checked', 'true');
  await page.locator('#comment').fill('Dikişleri çok düzgün, tavsiye ederim.');
  await page.locator('#author').fill('Ece');
  await page.locator('#email').fill('ece@example.com');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page).toHaveURL(/\/urun\/hakiki-deri-cuzdan\/#comment-\d+$/);
  await expect(page.locator('.woocommerce-tabs')).toHaveAttribute('data-island-state', 'mounted');
  await expect(panel(page, 'reviews')).toBeVisible();
  const id = page.url().split('#comment-')[1];
  const item = page.locator(`#comment-${id}`);
  await expect(item).toContainText('Dikişleri çok düzgün, tavsiye ederim.');
  await expect(item.locator('.star-rating strong.rating')).toHaveText('4');
  await expect(tab(page, 'reviews')).toContainText('Değerlendirmeler (1)');
});

test('product 25: choosing a variation swaps its picture into the gallery, reset puts it back', async ({
  page,
}) => {
  await openProduct(page, '/urun/pamuklu-basic-tisort/');
  const form = page.locator('form.variations_form');
  await expect(form).toHaveAttribute('data-island-state', 'mounted');
  const first = gallery(page).locator('.woocommerce-product-gallery__image').first().locator('img');
  await expect(first).toHaveAttribute('src', /pamuklu-basic-tisort\.svg$/);
  await thumbs(page).nth(1).click();
  await form.locator('select[name="attribute_pa_renk"]').selectOption('mavi');
  await form.locator('select[name="attribute_pa_beden"]').selectOption('m');
  await expect(first).toHaveAttribute('src', /pamuklu-basic-tisort-mavi\.svg$/);
  await expect(thumbs(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await form.locator('.reset_variations').click();
  await expect(first).toHaveAttribute('src', /pamuklu-basic-tisort\.svg$/);
});

for (const path of ['/urun/pamuklu-basic-tisort/#reviews', '/urun/robot-supurge/']) {
  test(`axe: no violations in the gallery, tabs and rating on ${path}`, async ({ page }) => {
    await openProduct(page, path);
    await page.evaluate(() => window.Firsat?.whenIdle());
    const { violations } = await new AxeBuilder({ page })
      .include('.woocommerce-product-gallery')
      .include('.woocommerce-tabs')
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

test('axe: no violations in the open full-screen viewer', async ({ page }) => {
  await openProduct(page, '/urun/pamuklu-basic-tisort/');
  await page.getByRole('button', { name: 'Tam ekran görsel galerisini görüntüle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.firsat-gallery-viewer').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

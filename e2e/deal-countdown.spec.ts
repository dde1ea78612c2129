import { expect, test } from '@playwright/test';

test('the deal countdown ticks on the demo store with only the script tag', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/firsatlar');

  // The page loads firsat.js and nothing else.
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  expect(scripts).toEqual(['/firsat/firsat.js']);

  const running = page
    .locator('.wopb-product-deals[data-island-state="mounted"][data-state="running"]')
    .first();
  await expect(running).toBeVisible();
  await expect(running).toHaveAttribute('data-island', 'deal-countdown');
  await expect(running).toHaveAttribute('role', 'timer');

  const before = await running.locator('.wopb-deals-counter-seconds').textContent();
  await expect(running.locator('.wopb-deals-counter-seconds')).not.toHaveText(before ?? '', {
    timeout: 2500,
  });
  for (const text of await running.locator('strong').allTextContents()) expect(text).toMatch(/^\d{2,}$/);
  // Labels stay the ones the server printed.
  await expect(running.locator('.wopb-deals-periods')).toHaveText(['Gün', 'Saat', 'Dakika', 'Saniye']);
  expect(errors).toEqual([]);
});

test('a deal that has ended shows zeros, once scrolled into view', async ({ page }) => {
  // The shop's pages print a countdown only while its deal runs; the test page keeps an ended one.
  await page.goto('/demo/biten-firsat/');
  // The server printed the sale-end day; find the deal whose day is already past.
  const index = await page.locator('.wopb-product-deals').evaluateAll((els) => {
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    return els.findIndex((el) => new Date(el.getAttribute('data-date') ?? '') < today);
  });
  expect(index).toBeGreaterThanOrEqual(0);
  const ended = page.locator('.wopb-product-deals').nth(index);
  // Deal countdowns hydrate near the viewport ('visible').
  await ended.scrollIntoViewIfNeeded();
  await expect(ended).toHaveAttribute('data-island-state', 'mounted');
  await expect(ended).toHaveAttribute('data-state', 'ended');
  await expect(ended.locator('strong')).toHaveText(['00', '00', '00', '00']);
});

test('the shop shows no ended deal: /firsatlar/ and the grids print countdowns of running deals only', async ({
  page,
}) => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  for (const path of ['/', '/firsatlar/', '/vitrin/', '/filtre/']) {
    await page.goto(path);
    const dates = await page
      .locator('.wopb-product-deals')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''));
    expect(dates.length, path).toBeGreaterThan(0);
    expect(
      dates.filter((date) => new Date(date) < today),
      path,
    ).toEqual([]);
    await expect(page.locator('.firsat-demo-note')).toHaveCount(0);
  }
});

test('a bad data-date leaves the server HTML intact with one console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/demo/bozuk-nitelik');
  const bad = page.locator('.wopb-product-deals[data-date="yarın"]');
  await expect(bad).toHaveAttribute('data-island-state', 'error');
  expect(await bad.locator('strong').allTextContents()).toEqual(['00', '00', '00', '00']);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('[firsat] deal-countdown: data-date="yarın"');
  const good = page.locator('.wopb-product-deals:not([data-date="yarın"])').first();
  await expect(good).toHaveAttribute('data-island-state', 'mounted');
});

test('HTML inserted after load gets its islands, and removing it unmounts them', async ({ page }) => {
  await page.goto('/demo/sonradan');
  await expect(page.locator('.wopb-product-deals')).toHaveCount(0);
  await page.getByRole('button', { name: /ekle/i }).click();
  const late = page.locator('.wopb-product-deals').first();
  await expect(late).toHaveAttribute('data-island-state', 'mounted');
  await expect(late).toHaveAttribute('data-state', 'running');
  await late.evaluate((el) => {
    const w = window as unknown as { __unmounted?: string; __late?: Element };
    w.__late = el;
    el.addEventListener('island:unmount', (e) => {
      w.__unmounted = (e as CustomEvent<{ name: string }>).detail.name;
    });
  });
  await page.getByRole('button', { name: /kaldır/i }).click();
  await expect(page.locator('.wopb-product-deals')).toHaveCount(0);
  await page.waitForFunction(
    () => (window as unknown as { __unmounted?: string }).__unmounted === 'deal-countdown',
  );
  // The removed element no longer carries the island's marks.
  expect(
    await page.evaluate(() => (window as unknown as { __late: Element }).__late.hasAttribute('data-island')),
  ).toBe(false);
});

test('window.Firsat mounts by selector with props from code', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/demo/sonradan');
  await page.evaluate(async () => {
    // A theme's own element with the plugin's cells (the island fills cells, it prints none).
    const el = document.createElement('div');
    el.className = 'theme-deal';
    el.innerHTML = ['days', 'hours', 'minutes', 'seconds']
      .map((unit) => `<p><strong class="wopb-deals-counter-${unit}">--</strong></p>`)
      .join('');
    const bare = document.createElement('div');
    bare.className = 'theme-bare';
    document.body.append(el, bare);
    const end = new Date(Date.now() + 2 * 3600_000 + 5000).toISOString();
    await window.Firsat?.mount('deal-countdown', '.theme-deal', { endDate: end });
    await window.Firsat?.mount('deal-countdown', '.theme-bare', { endDate: end });
  });
  const deal = page.locator('.theme-deal');
  await expect(deal).toHaveAttribute('data-island-state', 'mounted');
  await expect(deal.locator('.wopb-deals-counter-hours')).toHaveText('02');
  // An element without cells: one console error naming what is missing, the element left empty.
  const bare = page.locator('.theme-bare');
  await expect(bare).toHaveAttribute('data-island-state', 'error');
  expect(await bare.innerHTML()).toBe('');
  expect(errors).toEqual([expect.stringContaining('[firsat] deal-countdown: .wopb-deals-counter-*=missing')]);
});

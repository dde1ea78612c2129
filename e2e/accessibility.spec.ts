import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// DESIGN's bar: axe reports no violations on the demo pages, with their islands mounted.
for (const path of ['/', '/firsatlar', '/demo/bozuk-nitelik', '/sepet']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => window.Firsat?.whenIdle());
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

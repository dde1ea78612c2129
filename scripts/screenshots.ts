#!/usr/bin/env -S npx tsx
// Every page of a running demo store, full length, at a phone's and a laptop's width, to look at
// before an issue is closed:
//   npm run screenshots -- [base URL, default http://127.0.0.1:4173] [out dir, default reports/screenshots]
// The pages are the layout check's: those reachable from / and from /demo/ (the test pages). Each
// page is scrolled through first, so islands that start when visible and lazy pictures show.
import { mkdirSync } from 'node:fs';
import { chromium, request } from '@playwright/test';
import { crawlSite } from '../e2e/support/crawl';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [base = 'http://127.0.0.1:4173', out = 'reports/screenshots'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const api = await request.newContext({ baseURL: base });
const pages = [
  ...new Set([...(await crawlSite(api, base, '/')).pages, ...(await crawlSite(api, base, '/demo/')).pages]),
];
await api.dispose();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 800 },
    locale: 'tr-TR',
  });
  const page = await context.newPage();
  for (const [index, path] of pages.entries()) {
    await page.goto(base + path);
    await page.evaluate(async () => {
      await (window as { Firsat?: { whenIdle(): Promise<void> } }).Firsat?.whenIdle();
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(400);
    const name = `${String(index).padStart(2, '0')}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`${pages.length} pages × 2 widths in ${out}/`);

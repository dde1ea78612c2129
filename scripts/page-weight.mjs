#!/usr/bin/env node
// What a shopper's browser actually downloads and how long the islands take, page by page:
// starts the demo store (in-memory database) on a free port, opens each page in Debian's
// Chromium with a one-item cart, and reports the gzipped bytes of every firsat chunk the page
// requested, the number of islands, and the median time from navigation to all islands mounted.
// Usage: npm run page-weight [-- --runs 5]  (reads the build in packages/embed/dist)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../examples/server/start-server.ts';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const dist = path.resolve(import.meta.dirname, '../packages/embed/dist');
const PAGES = [
  '/',
  '/magaza/',
  '/sepet/',
  '/odeme/',
  '/urun/pamuklu-basic-tisort/',
  '/urun/kapusonlu-sweatshirt/',
  '/urun/askida-urun-bagisi/',
];

const server = await startServer({ port: 0, dbPath: ':memory:', quiet: true });
const base = server.url.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const rows = [];
try {
  for (const pagePath of PAGES) {
    const times = [];
    let files = new Set();
    let islands = 0;
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext();
      await context.request.post(`${base}/?wc-ajax=add_to_cart`, {
        form: { product_id: '32', quantity: '1' },
      });
      const page = await context.newPage();
      const requested = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/firsat/') && url.pathname.endsWith('.js'))
          requested.add(url.pathname.slice('/firsat/'.length));
      });
      await page.goto(base + pagePath);
      const result = await page.evaluate(async () => {
        await window.Firsat?.whenIdle();
        const marks = performance.getEntriesByName('firsat:commit');
        return {
          islands: document.querySelectorAll('[data-island-state="mounted"]').length,
          mountedAt: Math.max(0, ...marks.map((m) => m.startTime)),
        };
      });
      await context.close();
      if (run === 0) continue; // warm-up
      times.push(result.mountedAt);
      files = requested;
      islands = result.islands;
    }
    const bytes = [...files].reduce((sum, file) => sum + gz(file), 0);
    rows.push({ page: pagePath, islands, chunks: files.size, kb: bytes / 1024, mountedMs: median(times) });
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`Pages of the demo store, ${RUNS} runs each after a warm-up (medians)\n`);
console.log('page                           islands  chunks   gzip KB   all mounted');
for (const row of rows) {
  console.log(
    `${row.page.padEnd(30)} ${String(row.islands).padStart(7)} ${String(row.chunks).padStart(7)} ${row.kb.toFixed(2).padStart(9)}   ${row.mountedMs.toFixed(0).padStart(6)} ms`,
  );
}

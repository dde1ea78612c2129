#!/usr/bin/env node
// Mount benchmark (not a timed test): 200 deal-countdown islands on one page through firsat.js,
// against a naive baseline of 200 separate React roots, measured in the same run in Debian's
// Chromium. Reports the median time from navigation to "all mounted" and the long tasks.
// Usage: npm run bench [-- --count 200 --runs 7]
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '200' }, runs: { type: 'string', default: '7' } },
});
const COUNT = Number(values.count);
const RUNS = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');
const embedDist = path.join(root, 'packages/embed/dist');

const baseline = await build({
  entryPoints: [path.join(import.meta.dirname, 'bench/baseline.tsx')],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  conditions: ['source'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});

function deal(i) {
  const d = new Date(Date.now() + (i + 1) * 3_600_000);
  const date = `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate() + 1).padStart(2, '0')}`;
  const cell = (w, u, l) =>
    `<div class="${w}"><strong class="wopb-deals-counter-${u}">00</strong><span class="wopb-deals-periods">${l}</span></div>`;
  return `<div class="wopb-product-deals" data-date="${date}">${cell('wopb-deals-date', 'days', 'G')}${cell('wopb-deals-hour', 'hours', 'S')}${cell('wopb-deals-minute', 'minutes', 'D')}${cell('wopb-deals-seconds', 'seconds', 'Sn')}</div>`;
}

function page(script) {
  const deals = Array.from({ length: COUNT }, (_, i) => deal(i % 28)).join('');
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>bench</title><style>
body{margin:0;font:9px sans-serif;display:grid;grid-template-columns:repeat(10,1fr);gap:2px}
.wopb-product-deals{display:flex;gap:1px}.wopb-product-deals>div{display:flex;gap:1px}</style></head>
<body>${deals}${script}</body></html>`;
}

const pages = {
  '/islands.html': page('<script type="module" src="/firsat/firsat.js"></script>'),
  '/baseline.html': page('<script type="module" src="/baseline.js"></script>'),
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (pages[url.pathname])
    return res.writeHead(200, { 'content-type': 'text/html' }).end(pages[url.pathname]);
  if (url.pathname === '/baseline.js')
    return res.writeHead(200, { 'content-type': 'text/javascript' }).end(baseline.outputFiles[0].contents);
  if (url.pathname.startsWith('/firsat/')) {
    try {
      const body = await readFile(path.join(embedDist, url.pathname.slice('/firsat/'.length)));
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    } catch {}
  }
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

// Runs in the page before anything else: records long tasks and the moment all are mounted.
const probe = `(() => {
  window.__bench = { longTasks: [], mountedAt: null, count: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
  const done = () => { window.__bench.mountedAt = performance.now(); };
  document.addEventListener('bench:all-mounted', done);
  document.addEventListener('island:mount', () => { if (++window.__bench.count === ${COUNT}) done(); });
})();`;

async function measure(pathname) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const tab = await context.newPage();
  await tab.addInitScript(probe);
  await tab.goto(base + pathname);
  await tab.waitForFunction(() => window.__bench.mountedAt !== null, null, { timeout: 20_000 });
  await tab.waitForTimeout(300);
  const result = await tab.evaluate(() => window.__bench);
  await context.close();
  return result;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { islands: [], baseline: [] };
await measure('/islands.html'); // warm-up: disk cache and JIT
await measure('/baseline.html');
for (let i = 0; i < RUNS; i++) {
  results.islands.push(await measure('/islands.html'));
  results.baseline.push(await measure('/baseline.html'));
}
await browser.close();
server.close();

console.log(
  `Mount benchmark: ${COUNT} deal countdowns, ${RUNS} runs each, Chromium ${browser.version?.() ?? ''}\n`,
);
for (const [name, runs] of Object.entries(results)) {
  const times = runs.map((r) => r.mountedAt);
  const longest = runs.map((r) => Math.max(0, ...r.longTasks));
  const counts = runs.map((r) => r.longTasks.length);
  console.log(
    `${(name === 'islands' ? 'firsat (one root, portals)' : 'baseline (200 roots)').padEnd(28)} median all-mounted ${median(times).toFixed(0).padStart(5)} ms · long tasks per run: median ${median(counts)} · longest (median) ${median(longest).toFixed(0)} ms`,
  );
}

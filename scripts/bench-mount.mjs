#!/usr/bin/env node
// Mount benchmark (issue 10, item 6; a benchmark, not a timed test, not in CI), in Debian's
// Chromium, three pages of 200 islands each:
//
// - views: 200 React-view islands (the review form's star rating, a view the runtime work keeps)
//   through firsat.js — one React root, a portal per island;
// - views-baseline: the same markup, 200 separate React roots rendering the same view at once
//   (scripts/bench/baseline.tsx), loaded in the same run;
// - behaviours: 200 product-blocks deal countdowns through firsat.js.
//
// Per page: navigation → all mounted; the mount after the last script arrived; first → last
// mount; the long tasks (Long Tasks API), and the longest once React has arrived with React's
// own module evaluation taken out (the Long Animation Frames API says which script ran when, so
// a task that evaluates React counts only for the rest of its work). The baseline's evaluation
// includes its 200 createRoot calls, which run in the module's top level. Each page loads in a
// fresh context, the three alternating, after one warm-up of each; medians. The machine (nproc,
// CPU, load) is printed with the figures.
// Usage: npm run bench [-- --count 200 --runs 7 --debug]   (npm run bench builds first)
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { describeMachine, machine } from './machine.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    runs: { type: 'string', default: '7' },
    debug: { type: 'boolean', default: false },
  },
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

/** product-blocks' deal countdown, as the plugin prints it. */
function deal(i) {
  const d = new Date(Date.now() + ((i % 28) + 1) * 3_600_000);
  const date = `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate() + 1).padStart(2, '0')}`;
  const cell = (w, u, l) =>
    `<div class="${w}"><strong class="wopb-deals-counter-${u}">00</strong><span class="wopb-deals-periods">${l}</span></div>`;
  return `<div class="wopb-product-deals" data-date="${date}">${cell('wopb-deals-date', 'days', 'G')}${cell('wopb-deals-hour', 'hours', 'S')}${cell('wopb-deals-minute', 'minutes', 'D')}${cell('wopb-deals-seconds', 'seconds', 'Sn')}</div>`;
}

/** WooCommerce's review form rating, as WooCommerce 10 prints it (ids made unique). */
function rating(i) {
  const options = ['Mükemmel', 'İyi', 'Ortalama', 'Fena değil', 'Çok kötü']
    .map((label, k) => `<option value="${5 - k}">${label}</option>`)
    .join('');
  return `<div class="comment-form-rating"><label for="rating-${i}" id="rating-label-${i}">Puanınız</label><select name="rating" id="rating-${i}"><option value="">Puan verin…</option>${options}</select></div>`;
}

function page(item, script) {
  const items = Array.from({ length: COUNT }, (_, i) => item(i)).join('');
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>bench</title><style>
body{margin:0;font:9px sans-serif;display:grid;grid-template-columns:repeat(10,1fr);gap:2px}
.wopb-product-deals,.wopb-product-deals>div,.comment-form-rating{display:flex;gap:1px;flex-wrap:wrap}
.comment-form-rating select{font-size:8px;max-width:100%}</style></head>
<body>${items}${script}</body></html>`;
}

const firsatTag = '<script type="module" src="/firsat/firsat.js"></script>';
const pages = {
  '/views.html': page(rating, firsatTag),
  '/views-baseline.html': page(rating, '<script type="module" src="/baseline.js"></script>'),
  '/behaviours.html': page(deal, firsatTag),
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

// Runs in the page before anything else: long tasks, long animation frames (which script each
// frame's time went to), the mounts.
const probe = `(() => {
  const bench = (window.__bench = { longTasks: [], frames: [], mounts: [], mountedAt: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        bench.frames.push({
          start: e.startTime,
          duration: e.duration,
          scripts: e.scripts.map((s) => ({
            type: s.invokerType, invoker: s.invoker, url: s.sourceURL, start: s.startTime, duration: s.duration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const done = () => { bench.mountedAt = performance.now(); };
  document.addEventListener('bench:all-mounted', done);
  document.addEventListener('bench:mount', () => bench.mounts.push(performance.now()));
  document.addEventListener('island:mount', () => {
    bench.mounts.push(performance.now());
    if (bench.mounts.length === ${COUNT}) done();
  });
})();`;

/** The scripts that hold React: the firsat chunks with react-dom's code, and the baseline bundle. */
async function reactScripts() {
  const meta = JSON.parse(await readFile(path.join(embedDist, 'meta.json'), 'utf8'));
  const chunks = Object.entries(meta.outputs)
    .filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/')),
    )
    .map(([file]) => `${base}/firsat/${path.posix.relative('dist', file)}`);
  return [...chunks, `${base}/baseline.js`];
}
const reactUrls = await reactScripts();

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function measure(pathname) {
  // Tall enough for every element to be on screen: islands that load when visible all load.
  const context = await browser.newContext({ viewport: { width: 1400, height: 2400 } });
  const tab = await context.newPage();
  await tab.addInitScript(probe);
  await tab.goto(base + pathname);
  await tab.waitForFunction(() => window.__bench.mountedAt !== null, null, { timeout: 30_000 });
  await tab.waitForTimeout(300);
  const result = await tab.evaluate((react) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js') && r.responseEnd <= window.__bench.mountedAt);
    const arrived = (list) => Math.max(0, ...list.map((r) => r.responseEnd));
    return {
      ...window.__bench,
      // --debug: when each script was asked for and arrived (the waterfall before the mounts).
      scripts: scripts.map((r) => ({
        name: r.name.replace(location.origin, ''),
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
      })),
      marks: performance.getEntriesByType('mark').map((m) => ({ name: m.name, at: Math.round(m.startTime) })),
      scriptsArrived: arrived(scripts),
      reactArrived: arrived(scripts.filter((r) => react.includes(r.name))),
    };
  }, reactUrls);
  await context.close();
  return summarise(result);
}

/**
 * The long tasks once React has arrived, with React's own module evaluation taken out: the long
 * animation frames say which script each stretch of a task ran, so a task that evaluates one of
 * React's scripts counts only for what it did besides (the islands the loader starts in the same
 * task, for instance).
 */
function summarise(run) {
  const evaluations = run.frames.flatMap((f) =>
    f.scripts.filter((s) => s.type === 'module-script' && reactUrls.includes(s.url)),
  );
  const evaluating = (task) =>
    evaluations.reduce((total, s) => {
      const overlap =
        Math.min(s.start + s.duration, task.start + task.duration) - Math.max(s.start, task.start);
      return total + Math.max(0, overlap);
    }, 0);
  const afterReact = run.longTasks
    .filter((t) => t.start + t.duration > run.reactArrived)
    .map((t) => ({ ...t, evaluation: evaluating(t) }));
  return {
    mountedAt: run.mountedAt,
    mountWork: run.mountedAt - run.scriptsArrived,
    mountSpan: Math.max(...run.mounts) - Math.min(...run.mounts),
    longTasks: run.longTasks.length,
    longest: Math.max(0, ...run.longTasks.map((t) => t.duration)),
    longestAfterReact: Math.max(0, ...afterReact.map((t) => t.duration - t.evaluation)),
    reactEvaluation: Math.max(0, ...afterReact.map((t) => t.evaluation)),
    hasReact: run.reactArrived > 0,
    raw: values.debug ? run : undefined,
  };
}

const variants = {
  views: '/views.html',
  'views-baseline': '/views-baseline.html',
  behaviours: '/behaviours.html',
};
const results = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
try {
  for (const pathname of Object.values(variants)) await measure(pathname); // warm-up: disk cache, JIT
  for (let i = 0; i < RUNS; i++)
    for (const [name, pathname] of Object.entries(variants)) results[name].push(await measure(pathname));
} finally {
  await browser.close();
  server.close();
}

if (values.debug) console.log(JSON.stringify(results, null, 1));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const med = (name, key) => median(results[name].map((r) => r[key]));
const ms = (n) => `${n.toFixed(0)} ms`;

console.log(
  `Mount benchmark: ${COUNT} islands a page, ${RUNS} runs each after a warm-up (medians)\n` +
    `machine: ${describeMachine(machine(browser.version()))}\n`,
);
const rows = [
  [
    'variant',
    'all mounted',
    'after last script',
    'first → last mount',
    'long tasks',
    'longest task',
    "longest after React's evaluation (median / worst run)",
    "React's evaluation",
  ],
  ...Object.keys(variants).map((name) => [
    {
      views: `firsat: ${COUNT} star-rating views (one root, portals)`,
      'views-baseline': `baseline: ${COUNT} React roots, same view`,
      behaviours: `firsat: ${COUNT} deal countdowns`,
    }[name],
    ms(med(name, 'mountedAt')),
    ms(med(name, 'mountWork')),
    ms(med(name, 'mountSpan')),
    String(med(name, 'longTasks')),
    ms(med(name, 'longest')),
    `${ms(med(name, 'longestAfterReact'))} / ${ms(Math.max(...results[name].map((r) => r.longestAfterReact)))}`,
    results[name].some((r) => r.hasReact) ? ms(med(name, 'reactEvaluation')) : 'no React',
  ]),
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
// The variants alternate, so run i of each ran at adjacent moments of the machine: the ratio run
// by run cancels the drift of a shared machine, which moves a whole invocation's medians by ±10%.
const paired = results.views.map((run, i) => run.mountedAt / results['views-baseline'][i].mountedAt);
const faster = paired.filter((ratio) => ratio <= 1).length;
console.log(
  `\nviews ÷ baseline (all mounted): ${(med('views', 'mountedAt') / med('views-baseline', 'mountedAt')).toFixed(2)}× of the medians;` +
    ` run by run ${median(paired).toFixed(2)}× (median), views no slower in ${faster} of ${paired.length} runs` +
    ` · goal (issue 10): ≤ 1×, no task over 50 ms after React's evaluation, behaviours mounted in a few ms`,
);

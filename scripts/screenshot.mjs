#!/usr/bin/env node
// Screenshot of a page in Debian's Chromium, and the console errors it logged:
//   node scripts/screenshot.mjs <url> <out.png> [wait ms]
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [url, out, wait] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const p = await b.newPage({ viewport: { width: 1200, height: 800 } });
const errs = [];
p.on('console', (m) => m.type() === 'error' && errs.push(m.text()));
await p.goto(url);
await p.waitForTimeout(Number(wait ?? 2500));
await p.screenshot({ path: out });
console.log('errors:', JSON.stringify(errs).slice(0, 500));
await b.close();

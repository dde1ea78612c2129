// Debian's Chromium and the flags this sandbox needs (no background networking, no sandbox as
// root). Shared by the Playwright config and the benchmarks; no tool downloads a browser.
export const chromiumPath = process.env.FIRSAT_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, launched with the flags this sandbox needs (no background networking). */
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

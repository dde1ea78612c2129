#!/usr/bin/env node
// Makes sure Debian's Chromium is installed (tests never download a browser of their own).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.FIRSAT_CHROMIUM ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const root = process.getuid?.() === 0;
  if (!root) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: run 'sudo apt-get install -y chromium' (Debian's package).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's chromium (not found at ${CHROMIUM})…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}

/**
 * The script-tag build. A page adds `<script type="module" src="…/firsat.js">` and nothing else:
 * every island of every package is registered from the island table the build generates from the
 * island folders (name, selector, strategy, kind and a lazy chunk — a few bytes each), the page is
 * scanned once parsed, and an island's code downloads only when its element is on the page.
 */
import 'firsat:islands';
import { configure, mount, scan, start, unmount, whenIdle } from '@firsat/core';

/** What `window.Firsat` offers a theme: the same API as `@firsat/core`. */
export const Firsat = { mount, unmount, scan, configure, whenIdle };

declare global {
  interface Window {
    Firsat?: typeof Firsat;
  }
}

if (!window.Firsat) {
  window.Firsat = Firsat;
  start();
}

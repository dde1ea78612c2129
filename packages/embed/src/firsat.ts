/**
 * The script-tag build. A page adds `<script type="module" src="…/firsat.js">` and nothing else:
 * every island of every package is registered (definitions only — a few bytes each), the page is
 * scanned once parsed, and an island's code downloads only when its element is on the page.
 */
import { blocksIslands } from '@firsat/blocks';
import { cartIslands } from '@firsat/cart';
import { configure, mount, register, scan, start, unmount, whenIdle } from '@firsat/core';
import { formsIslands } from '@firsat/forms';
import { mediaAdminIslands } from '@firsat/media-admin';

register(...cartIslands, ...blocksIslands, ...formsIslands, ...mediaAdminIslands);

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

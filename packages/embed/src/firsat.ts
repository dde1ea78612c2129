/**
 * The script-tag build. A page adds `<script type="module" src="…/firsat.js">` and nothing else:
 * every island of every package is registered from the island table the build generates from the
 * island folders (name, selector, strategy, kind and a lazy chunk — a few bytes each), the page is
 * scanned once parsed, and an island's code downloads only when its element is on the page.
 */
import 'firsat:islands';
import { configure, mount, scan, start, unmount, whenIdle } from '@firsat/core';

type Kit = typeof import('./kit');
const kit = (): Promise<Kit> => import('./kit');

/**
 * What `window.Firsat` offers a theme: the same API as `@firsat/core`, and the behaviour kit
 * without React, downloaded on first use (≈85 bytes here): `alert(message)`, `confirm(message)`
 * → Promise<boolean> in place of `window.confirm` and SweetAlert, and `kit()` for the rest
 * (`ask`: OK, No or Cancel; `dialog` on a theme's printed markup; `disclosure`; `toast`).
 */
export const Firsat = {
  mount,
  unmount,
  scan,
  configure,
  whenIdle,
  kit,
  alert: (...args: Parameters<Kit['alert']>) => kit().then((k) => k.alert(...args)),
  confirm: (...args: Parameters<Kit['confirm']>) => kit().then((k) => k.confirm(...args)),
};

declare global {
  interface Window {
    Firsat?: typeof Firsat;
  }
}

if (!window.Firsat) {
  window.Firsat = Firsat;
  start();
}

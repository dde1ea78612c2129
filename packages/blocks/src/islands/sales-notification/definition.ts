import { defineIsland } from '@firsat/core';
import type { SalesNotificationProps } from './props';

/**
 * The sales notification popup of product-blocks (product-blocks.md §8). The page prints no
 * element for it — only body classes — so it is a page island: it starts once on a page whose
 * body says the addon is on (`wopb-notification-body`).
 *
 * A behaviour, not a view: the popup itself is server markup — each entry of the REST reply is
 * the plugin's complete `div.wopb-notification` — which goes in through core's `insertHtml`, and
 * the island only times it, toggles the plugin's `active` / animation classes and makes its
 * controls usable (the close span a button, one small pause button). React would render nothing
 * here but that button, and it would arrive with the first popup, 2 s after load: inside every
 * page's first-load window (docs/PERFORMANCE.md measures 3.5 s past network quiet), ~78 KB for
 * one button.
 *
 * `idle`: nothing is due before 2 s after the page's load, when the first request goes out (the
 * delay is counted from the load, not from the mount); the chunk is a few KB.
 */
export const salesNotificationIsland = defineIsland<SalesNotificationProps>({
  name: 'sales-notification',
  selector: 'body.wopb-notification-body',
  when: 'idle',
  kind: 'page',
  load: () => import('./island'),
});

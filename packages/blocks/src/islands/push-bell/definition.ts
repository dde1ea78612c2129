import { defineIsland } from '@firsat/core';
import type { PushBellProps } from './props';

/**
 * The push notification bell at the bottom right (SPEC §1: "A notification bell button sits at
 * the bottom right"; §7: an external push service loaded from a CDN). The page prints no element
 * for it, only its config global (`<script id="firsat-push-js-extra">`, `window.firsat_push`):
 * a page island, started once on a page that prints the global.
 *
 * A behaviour: one button and a small panel (the kit's disclosure), no React. `idle`: the bell is
 * not needed for the first paint. Its chunk is the bell, the state machine and the provider
 * adapter; the provider's SDK (the heavy part, a CDN script for a real service) is injected only
 * when the visitor first opens the panel.
 */
export const pushBellIsland = defineIsland<PushBellProps>({
  name: 'push-bell',
  selector: 'script#firsat-push-js-extra',
  when: 'idle',
  kind: 'page',
  load: () => import('./island'),
});

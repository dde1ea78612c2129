import { defineIsland } from '@firsat/core';
import type { OrderAttributionProps } from './props';

/**
 * Order attribution: every page with the `wc_order_attribution` global records the visit (the
 * session counts pages), and each `<wc-order-attribution-inputs>` (checkout, registration) gets
 * its hidden fields. The script WordPress prints the global in is the page-level hook, so the
 * loader needs no code of its own for it. A behaviour (no React). `idle`: nothing shows; the visit
 * is recorded and the fields filled long before a form is sent.
 */
export const orderAttributionIsland = defineIsland<OrderAttributionProps>({
  name: 'order-attribution',
  selector: 'wc-order-attribution-inputs, script#wc-order-attribution-js-extra',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});

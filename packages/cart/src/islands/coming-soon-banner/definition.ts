import { defineIsland } from '@firsat/core';
import type { ComingSoonBannerProps } from './props';

/**
 * WooCommerce's coming-soon footer banner for store managers (LaunchYourStore). A behaviour (no
 * React): it names and binds the server's dismiss link. `idle`: the banner is printed visible and
 * right; only its empty link needs a name and a handler, soon but not before the first paint.
 */
export const comingSoonBannerIsland = defineIsland<ComingSoonBannerProps>({
  name: 'coming-soon-banner',
  selector: '#coming-soon-footer-banner',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});

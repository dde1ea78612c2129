import { defineIsland } from '@firsat/core';
import type { ComingSoonBannerProps } from './props';

/** WooCommerce's coming-soon footer banner for store managers (LaunchYourStore). */
export const comingSoonBannerIsland = defineIsland<ComingSoonBannerProps>({
  name: 'coming-soon-banner',
  selector: '#coming-soon-footer-banner',
  when: 'idle',
  load: () => import('./island'),
});

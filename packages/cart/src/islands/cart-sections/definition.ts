import { defineIsland } from '@firsat/core';
import type { CartSectionsProps } from './props';

/** Product-blocks' collapsible cart sections (the coupon section of the cart builder). */
export const cartSectionsIsland = defineIsland<CartSectionsProps>({
  name: 'cart-sections',
  selector: '.wopb-coupon-section',
  when: 'visible',
  load: () => import('./island'),
});

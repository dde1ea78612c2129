import { defineIsland } from '@firsat/core';
import type { CartSectionsProps } from './props';

/**
 * Product-blocks' collapsible cart sections (the coupon section of the cart builder). A behaviour
 * (no React): it toggles the server's section body. `visible`: the sections sit below the cart
 * items and their content is printed open (or hidden on purpose), so nothing is wrong before
 * they scroll near.
 */
export const cartSectionsIsland = defineIsland<CartSectionsProps>({
  name: 'cart-sections',
  selector: '.wopb-coupon-section',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});

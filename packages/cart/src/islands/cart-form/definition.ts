import { defineIsland } from '@firsat/core';
import type { CartFormProps } from './props';

/** The cart page's items form (`form.woocommerce-cart-form`). */
export const cartFormIsland = defineIsland<CartFormProps>({
  name: 'cart-form',
  selector: 'form.woocommerce-cart-form',
  when: 'load',
  load: () => import('./island'),
});

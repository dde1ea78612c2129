import { defineIsland } from '@firsat/core';
import type { CartFormProps } from './props';

/**
 * The cart page's items form (`form.woocommerce-cart-form`). A behaviour (no React): it sends the
 * server's form by fetch. `load`: the server prints "update cart" enabled, which WooCommerce
 * disables until a quantity changes; it must turn before the shopper reaches it (a quantity
 * typed before then still enables it).
 */
export const cartFormIsland = defineIsland<CartFormProps>({
  name: 'cart-form',
  selector: 'form.woocommerce-cart-form',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});

import { defineIsland } from '@firsat/core';
import type { MiniCartProps } from './props';

/**
 * WooCommerce's mini cart / header cart dropdown content (the `div.widget_shopping_cart_content`
 * fragment). A behaviour (no React). `load`: it starts the page's cart session, which puts the
 * current cart into a (possibly cached) page — a count or list the server left wrong must be
 * right before the shopper reads it.
 */
export const miniCartIsland = defineIsland<MiniCartProps>({
  name: 'mini-cart',
  selector: '.widget_shopping_cart_content',
  when: 'load',
  kind: 'behaviour',
  load: () => import('./island'),
});

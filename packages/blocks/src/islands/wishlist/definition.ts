import { defineIsland } from '@firsat/core';
import type { WishlistProps } from './props';

/**
 * Product-blocks' wishlist controls: the card icon, the shop and product page button, the nav item
 * and the Menu Wishlist block. A behaviour (no React): the list opens in the footer's
 * `.wopb-modal-wrap` as the server's HTML. `idle`, not `interaction`: the plugin prints divs a
 * keyboard cannot reach, and the counts and active states follow the other tabs; the modal's code
 * loads on the first press.
 */
export const wishlistIsland = defineIsland<WishlistProps>({
  name: 'wishlist',
  // A literal (packages/embed/islands-table.mjs reads it): markup.ts's WISHLIST_CONTROLS.
  selector: '.wopb-wishlist-add, .wopb-wishlist-nav-item, .wopb-menu-wishlist-btn',
  when: 'idle',
  kind: 'behaviour',
  load: () => import('./island'),
});

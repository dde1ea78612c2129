import type { BehaviourContext } from '@firsat/core/island';
import { plural } from '@firsat/core/kit';
import { bindListButton, postIdOf, productNameNear, speakCount } from '../../shared/product-lists';
import { WISHLIST_ACTIVE, WISHLIST_COUNTS } from './markup';
import { messages } from './messages';
import type { WishlistProps } from './props';

/** The list's code: the footer modal, the table's controls, the redirects. */
const loadSession = () => import('./wishlist-modal');

/**
 * A product-blocks wishlist control: a card's icon (`.wopb-wishlist-icon.wopb-wishlist-add`), the
 * shop and product page button (`a.wopb-wishlist-addon-btn`), the nav item
 * (`.wopb-wishlist-nav-item`) and the Menu Wishlist block (`.wopb-menu-wishlist-btn`). The printed
 * div / link becomes a keyboard button named for its product and state; it follows the list
 * (`wopb-wishlist-active` on every button of a listed product, the count in its badge from core's
 * `$wishlistCount`, kept in step with the `wopb_wishlist` cookie and the other tabs). A press loads
 * wishlist-modal.ts and sends `wopb_wishlist`. Unbound, it is as printed.
 */
export function bindWishlist(el: HTMLElement, { props, signal }: BehaviourContext<WishlistProps>): void {
  const postId = postIdOf(props.postId);
  const isNav = props.action !== 'add';
  const name = isNav ? null : productNameNear(el);
  speakCount('wishlist', (count) =>
    messages.t(plural(count, { one: 'countOne', other: 'countOther' }), { count }),
  );
  bindListButton(el, {
    list: 'wishlist',
    postId: isNav ? null : postId,
    activeClass: WISHLIST_ACTIVE,
    counts: WISHLIST_COUNTS,
    opensDialog: isNav,
    label: ({ active, count }) => {
      if (isNav) return messages.t(plural(count, { one: 'navItemOne', other: 'navItemOther' }), { count });
      if (name) return messages.t(active ? 'browse' : 'add', { name });
      return messages.t(active ? 'browseNoName' : 'addNoName');
    },
    island: 'wishlist',
    press: () => loadSession().then((session) => session.runWishlist(el, props, signal)),
    signal,
  });
}

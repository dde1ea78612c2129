import type { IslandHostProps } from '@firsat/core/island';
import { useEffect } from 'react';
import { removeFromCart, startCartSession } from '../../shared/cart-session';
import { blockItem } from './block-item';
import type { MiniCartProps } from './props';

/**
 * Enhances WooCommerce's mini cart (`div.widget_shopping_cart_content`): starts the page's cart
 * session, and removes items through `remove_from_cart` with the item blocked meanwhile. The
 * fragments of the reply replace this very element; the runtime then mounts the island again on
 * the new one, so nothing here outlives its element. Renders nothing.
 */
export function MiniCart({ host }: MiniCartProps & Partial<IslandHostProps>) {
  useEffect(() => {
    startCartSession();
    if (!host) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.remove_from_cart_button');
      const key = link?.dataset.cart_item_key;
      if (!link || !key || !host.contains(link)) return;
      event.preventDefault();
      if (link.getAttribute('aria-disabled') === 'true') return;
      link.setAttribute('aria-disabled', 'true');
      const item = link.closest<HTMLElement>('.woocommerce-mini-cart-item, .mini_cart_item');
      const unblock = item ? blockItem(item) : () => {};
      void removeFromCart(key, {
        href: link.href,
        link,
        successMessage: link.dataset.success_message,
      }).finally(() => {
        // Usually the fragments have replaced the item already; this matters only if they did not.
        unblock();
        link.removeAttribute('aria-disabled');
      });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);
  return null;
}

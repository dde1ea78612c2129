import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { removeFromCart, startCartSession } from '../../shared/cart-session';
import { blockItem } from './block-item';
import type { MiniCartProps } from './props';
import { wakeHeaderCart } from './wake-header-cart';

/**
 * WooCommerce's mini cart (`div.widget_shopping_cart_content`): starts the page's cart session,
 * and removes items through `remove_from_cart` with the item blocked meanwhile. The fragments of
 * the reply replace this very element; the runtime then binds the island again to the new one.
 * Unbound while a removal is in flight, the item and its link are as printed again at once. In
 * the header (`.site-header-cart`) it also makes the dropdown a disclosure (`header-cart.ts`, woken by `wake-header-cart.ts`).
 */
export function bindMiniCart(
  host: HTMLElement,
  { signal, onCleanup }: BehaviourContext<MiniCartProps>,
): void {
  startCartSession();
  const headerCart = host.closest<HTMLElement>('.site-header-cart');
  if (headerCart) wakeHeaderCart(headerCart, signal);
  const inFlight = new Set<() => void>();
  onCleanup(() => {
    for (const undo of inFlight) undo();
    inFlight.clear();
  });
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.remove_from_cart_button');
    const key = link?.dataset.cart_item_key;
    if (!link || !key || !host.contains(link)) return;
    event.preventDefault();
    if (link.getAttribute('aria-disabled') === 'true') return;
    const enable = keepPrinted([[link, ['aria-disabled']]]);
    link.setAttribute('aria-disabled', 'true');
    const item = link.closest<HTMLElement>('.woocommerce-mini-cart-item, .mini_cart_item');
    const unblock = item ? blockItem(item) : () => {};
    const undo = () => {
      unblock();
      enable();
    };
    inFlight.add(undo);
    void removeFromCart(key, {
      href: link.href,
      link,
      successMessage: link.dataset.success_message,
    }).finally(() => {
      // Usually the fragments have replaced the item already; this matters only if they did not.
      if (inFlight.delete(undo)) undo();
    });
  };
  host.addEventListener('click', onClick, { signal });
}

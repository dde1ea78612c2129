import { type IslandHostProps, t } from '@firsat/core/island';
import { useEffect } from 'react';
import { addToCart } from '../../shared/cart-session';
import { showAdded } from './after-add';
import { buttonRequest } from './button-request';
import type { AddToCartProps } from './props';

/**
 * Enhances the server's add-to-cart link (`a.add_to_cart_button.ajax_add_to_cart`): a click is
 * sent through the cart session instead of following `?add-to-cart=`. idle → `loading` while
 * its requests are in flight (each click queues one more) → `added`. Renders nothing.
 */
export function AddToCartButton({ host }: AddToCartProps & Partial<IslandHostProps>) {
  useEffect(() => {
    if (!host) return;
    let inFlight = 0;
    const onClick = (event: MouseEvent) => {
      const request = buttonRequest(host);
      if (request.kind === 'follow') return;
      event.preventDefault();
      if (request.kind === 'skip') return;
      if (request.kind === 'alert') {
        globalThis.alert(t(request.message));
        return;
      }
      inFlight += 1;
      host.classList.remove('added');
      host.classList.add('loading');
      host.setAttribute('aria-busy', 'true');
      void addToCart(request.send, {
        button: host,
        data: request.data,
        successMessage: host.dataset.success_message,
      }).then((outcome) => {
        inFlight -= 1;
        if (inFlight > 0) return;
        host.classList.remove('loading');
        host.removeAttribute('aria-busy');
        if (outcome.kind === 'added') showAdded(host);
      });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);
  return null;
}

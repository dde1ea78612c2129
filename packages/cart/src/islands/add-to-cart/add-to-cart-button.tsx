import { type IslandHostProps, t } from '@firsat/core/island';
import { useEffect } from 'react';
import { addToCart } from '../../shared/cart-session';
import { showAdded } from './after-add';
import { buttonRequest } from './button-request';
import { type AddToCartSnapshot, createAddToCartState } from './model';
import type { AddToCartProps } from './props';

/** Writes where the button stands into its markup: `loading` + `aria-busy`, then `added` and the View cart link. */
function renderStatus(host: HTMLElement, { status }: AddToCartSnapshot): void {
  host.classList.toggle('loading', status === 'loading');
  if (status === 'loading') {
    host.classList.remove('added');
    host.setAttribute('aria-busy', 'true');
  } else host.removeAttribute('aria-busy');
  if (status === 'added') showAdded(host);
}

/**
 * Enhances the server's add-to-cart link (`a.add_to_cart_button.ajax_add_to_cart`): a click is
 * sent through the cart session instead of following `?add-to-cart=`; the button's status model
 * (model.ts: idle → loading → added / failed) drives its classes. Renders nothing.
 */
export function AddToCartButton({ host }: AddToCartProps & Partial<IslandHostProps>) {
  useEffect(() => {
    if (!host) return;
    const state = createAddToCartState();
    const unsubscribe = state.subscribe((snapshot) => renderStatus(host, snapshot));
    const onClick = (event: MouseEvent) => {
      const request = buttonRequest(host);
      if (request.kind === 'follow') return;
      event.preventDefault();
      if (request.kind === 'skip') return;
      if (request.kind === 'alert') {
        globalThis.alert(t(request.message));
        return;
      }
      state.send();
      void addToCart(request.send, {
        button: host,
        data: request.data,
        successMessage: host.dataset.success_message,
      }).then((outcome) => state.settle(outcome.kind));
    };
    host.addEventListener('click', onClick);
    return () => {
      unsubscribe();
      host.removeEventListener('click', onClick);
    };
  }, [host]);
  return null;
}

import { getConfig } from '@firsat/core/island';
import { messages } from './messages';

/**
 * What the page shows once a button has added (SPEC §4): the View cart link once beside the
 * button (not on the cart page); in a product-blocks card the action area turns active, and in
 * the slider block the button gives way to the card's own view-cart link. Returns the link it
 * put beside the button, if any.
 */
export function showAdded(button: HTMLElement): HTMLAnchorElement | null {
  button.classList.add('added');
  const action = button.closest('.wopb-cart-action');
  action?.classList.add('wopb-active');
  const slider = button.closest('.wopb-product-slider-block, .wp-block-product-blocks-product-slider');
  const viewCart = action?.querySelector<HTMLElement>('.wopb-view-cart');
  if (slider && action && viewCart) {
    viewCart.classList.remove('wopb-d-none');
    for (const el of action.querySelectorAll('.wopb-product-cart.ajax_add_to_cart, .quantity')) {
      if (el.contains(document.activeElement)) viewCart.focus();
      el.remove();
    }
    return null;
  }
  const { isCart, cartUrl } = getConfig().shop;
  if (isCart || !button.parentElement || button.parentElement.querySelector('.added_to_cart')) return null;
  const link = document.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = messages.t('viewCart');
  link.textContent = messages.t('viewCart');
  button.after(link);
  return link;
}

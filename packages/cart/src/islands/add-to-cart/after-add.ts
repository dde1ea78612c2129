import { getConfig } from '@firsat/core/island';
import { messages } from './messages';

/**
 * What the page shows once a button has added (SPEC §4): the View cart link once beside the
 * button (not on the cart page); in a product-blocks card the action area turns active and shows
 * the card's own view-cart link instead, and in the slider block the button gives way to it. Returns the link it
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
  // A product-blocks card prints its own view-cart link (.wopb-cart-active), shown by wopb-active:
  // one link is enough (WooCommerce's second one stacked over the card's countdown).
  const cardLink = action?.querySelector<HTMLElement>('.wopb-cart-active');
  if (cardLink) {
    // The theme may show the link in the button's place: focus must not drop to the page.
    if (button.contains(document.activeElement)) cardLink.focus();
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

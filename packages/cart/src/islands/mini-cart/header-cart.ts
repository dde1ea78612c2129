import { disclosure } from '@firsat/core/kit';

/** Storefront's class: the theme's CSS shows the dropdown under `.site-header-cart.focus`. */
export const HEADER_CART_OPEN = 'focus';
/** Hides the dropdown that hover or focus would show, after Escape or a press outside. */
export const HEADER_CART_DISMISSED = 'firsat-dismissed';

/** What `wakeHeaderCart` saw before this code came: a touch press not yet clicked, a tap it held, a mouse still over it. */
export interface HeaderCartWoken {
  touch: boolean;
  open: boolean;
  hover?: boolean;
}

/**
 * The header cart dropdown (`.site-header-cart`: `a.cart-contents` and the mini cart
 * `.widget_shopping_cart`), as WooCommerce Storefront does it: hover and focus show it (the
 * theme's CSS, and `focus` on the list while focus is inside), and the link still goes to the
 * cart. Added: the mouse's hover opens the disclosure itself (`aria-expanded`, and Escape hides
 * the dropdown under the pointer until it leaves and comes back); leaving closes it unless focus
 * is inside; a first tap on a touch screen, or Enter once it was dismissed, opens it instead of
 * following the link; Escape and a press outside close it (focus back on the link).
 */
export function bindHeaderCart(cart: HTMLElement, signal: AbortSignal, woken?: HeaderCartWoken): void {
  const link = cart.querySelector<HTMLAnchorElement>('a.cart-contents');
  const panel = cart.querySelector<HTMLElement>('.widget_shopping_cart');
  if (!link || !panel) return;
  const dismissed = (on: boolean) => cart.classList.toggle(HEADER_CART_DISMISSED, on);
  const dropdown = disclosure(link, panel, {
    signal,
    openClass: [cart, HEADER_CART_OPEN],
    toggleOnClick: false,
    onChange: (open, reason) => dismissed(!open && (reason === 'escape' || reason === 'outside')),
  });
  signal.addEventListener('abort', () => dismissed(false), { once: true });
  const inside = (node: EventTarget | null) => node instanceof Node && cart.contains(node);
  const on = { signal };
  cart.addEventListener('focusin', (event) => inside(event.relatedTarget) || dropdown.open(), on);
  cart.addEventListener('focusout', (event) => inside(event.relatedTarget) || dropdown.close(), on);
  cart.addEventListener(
    'pointerenter',
    (event) => {
      dismissed(false);
      if (event.pointerType === 'mouse') dropdown.open();
    },
    on,
  );
  cart.addEventListener(
    'pointerleave',
    (event) => {
      if (event.pointerType === 'mouse' && !inside(cart.ownerDocument.activeElement)) dropdown.close();
    },
    on,
  );
  let tapOpens = !!woken?.touch;
  // What happened before this code came (`wakeHeaderCart`): a tap it held, the mouse over it, or focus inside.
  if (woken?.open || woken?.hover || cart.contains(cart.ownerDocument.activeElement)) dropdown.open();
  link.addEventListener(
    'pointerdown',
    (event) => {
      tapOpens = event.pointerType !== 'mouse' && !dropdown.isOpen;
    },
    on,
  );
  link.addEventListener(
    'click',
    (event) => {
      // A tap, or Enter (a click with no pointer) while it is closed: open rather than leave.
      if (!(tapOpens || (event.detail === 0 && !dropdown.isOpen))) return;
      tapOpens = false;
      event.preventDefault();
      dismissed(false);
      dropdown.open();
    },
    on,
  );
}

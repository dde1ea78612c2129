import type { HeaderCartWoken } from './header-cart';

/**
 * The header cart dropdown's code (`header-cart.ts`, on the kit's disclosure) comes on the first
 * hover, press or focus in `.site-header-cart`, not with every page. Meanwhile Storefront's CSS
 * shows the dropdown on hover and the link says it is collapsed; a first tap on a touch screen is
 * held here (no navigation) and opens the dropdown once the code is there; focus inside, or the
 * mouse still over it, opens it too.
 */
export function wakeHeaderCart(cart: HTMLElement, signal: AbortSignal): void {
  const link = cart.querySelector<HTMLAnchorElement>('a.cart-contents');
  if (!link || !cart.querySelector('.widget_shopping_cart')) return;
  const printed = link.getAttribute('aria-expanded');
  const waiting = new AbortController();
  const on = { signal: waiting.signal };
  const woken: HeaderCartWoken = { touch: false, open: false, hover: false };
  let started = false;
  const wake = () => {
    if (started) return;
    started = true;
    void import('./header-cart').then(({ bindHeaderCart }) => {
      if (signal.aborted) return;
      waiting.abort();
      bindHeaderCart(cart, signal, woken);
    });
  };
  link.setAttribute('aria-expanded', 'false');
  waiting.signal.addEventListener('abort', () =>
    printed === null ? link.removeAttribute('aria-expanded') : link.setAttribute('aria-expanded', printed),
  );
  signal.addEventListener('abort', () => waiting.abort(), on);
  cart.addEventListener('focusin', wake, on);
  cart.addEventListener(
    'pointerenter',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      woken.hover = true;
      wake();
    },
    on,
  );
  cart.addEventListener('pointerleave', () => (woken.hover = false), on);
  cart.addEventListener(
    'pointerdown',
    (event) => {
      woken.touch =
        event.target instanceof Node && link.contains(event.target) && event.pointerType !== 'mouse';
      wake();
    },
    on,
  );
  link.addEventListener(
    'click',
    (event) => {
      if (!woken.touch) return;
      woken.touch = false;
      woken.open = true;
      event.preventDefault();
    },
    on,
  );
}

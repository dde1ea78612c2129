import { bindHeaderCart, HEADER_CART_DISMISSED, HEADER_CART_OPEN } from './header-cart';

const HEADER = `<a id="out" href="/x">dış</a><ul id="site-header-cart" class="site-header-cart menu">
<li><a class="cart-contents" href="/sepet/">₺10 <span class="count">1 ürün</span></a></li>
<li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><a class="button" href="/sepet/">Sepeti görüntüle</a></div></div></li></ul>`;

describe('the header cart dropdown', () => {
  let controller: AbortController;
  let cart: HTMLElement;
  let link: HTMLAnchorElement;
  beforeEach(() => {
    document.body.innerHTML = HEADER;
    cart = document.querySelector('.site-header-cart') as HTMLElement;
    link = cart.querySelector('a.cart-contents') as HTMLAnchorElement;
    controller = new AbortController();
    bindHeaderCart(cart, controller.signal);
  });
  afterEach(() => controller.abort());

  const click = (detail: number) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail });
    link.dispatchEvent(event);
    return event;
  };
  const tap = (pointerType: string) =>
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType }));

  test.each([
    // [how, first click followed the link, open after]
    [
      'a mouse click follows the link',
      () => {
        tap('mouse');
        return click(1);
      },
      false,
      false,
    ],
    [
      'a first tap opens instead',
      () => {
        tap('touch');
        return click(1);
      },
      true,
      true,
    ],
  ])('%s', (_, act, prevented, open) => {
    expect(act().defaultPrevented).toBe(prevented);
    expect(cart.classList.contains(HEADER_CART_OPEN)).toBe(open);
    expect(link).toHaveAttribute('aria-expanded', String(open));
    if (open) {
      tap('touch');
      expect(click(1).defaultPrevented).toBe(false); // the second tap goes to the cart
    }
  });

  test('focus opens it; Escape dismisses it and keeps focus on the link; Enter opens it again, then follows', () => {
    const panel = cart.querySelector('.widget_shopping_cart') as HTMLElement;
    expect(link).toHaveAttribute('aria-controls', panel.id);
    (cart.querySelector('.button') as HTMLElement).focus();
    expect(cart).toHaveClass(HEADER_CART_OPEN);
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(cart).not.toHaveClass(HEADER_CART_OPEN);
    expect(cart).toHaveClass(HEADER_CART_DISMISSED);
    expect(document.activeElement).toBe(link);
    expect(click(0).defaultPrevented).toBe(true);
    expect(cart).toHaveClass(HEADER_CART_OPEN);
    expect(cart).not.toHaveClass(HEADER_CART_DISMISSED);
    expect(click(0).defaultPrevented).toBe(false);
  });

  test('a press outside closes it; focus leaving closes it; the markup is as printed after', () => {
    link.focus();
    expect(cart).toHaveClass(HEADER_CART_OPEN);
    (document.getElementById('out') as HTMLElement).dispatchEvent(
      new Event('pointerdown', { bubbles: true }),
    );
    expect(cart).not.toHaveClass(HEADER_CART_OPEN);
    link.focus();
    (document.getElementById('out') as HTMLElement).focus();
    expect(cart).not.toHaveClass(HEADER_CART_OPEN);
    controller.abort();
    document.body.insertAdjacentHTML('afterbegin', '');
    expect(document.body.innerHTML).toBe(HEADER);
  });

  // Under the mouse: the hover is the disclosure's too.
  const pointer = (type: 'pointerenter' | 'pointerleave', pointerType = 'mouse') =>
    cart.dispatchEvent(new PointerEvent(type, { pointerType }));

  test('hover opens it (aria-expanded), leaving closes it; a touch pointer does not open it on entering', () => {
    pointer('pointerenter');
    expect(cart).toHaveClass(HEADER_CART_OPEN);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    pointer('pointerleave');
    expect(cart).not.toHaveClass(HEADER_CART_OPEN);
    expect(link).toHaveAttribute('aria-expanded', 'false');
    pointer('pointerenter', 'touch');
    expect(cart).not.toHaveClass(HEADER_CART_OPEN);
  });

  test('Escape under the pointer dismisses it (hidden despite the hover) until the pointer comes back', () => {
    pointer('pointerenter');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(cart).not.toHaveClass(HEADER_CART_OPEN);
    expect(cart).toHaveClass(HEADER_CART_DISMISSED);
    expect(link).toHaveAttribute('aria-expanded', 'false');
    pointer('pointerleave');
    pointer('pointerenter');
    expect(cart).toHaveClass(HEADER_CART_OPEN);
    expect(cart).not.toHaveClass(HEADER_CART_DISMISSED);
  });

  test('leaving with focus inside keeps it open; a mouse click still goes to the cart', () => {
    pointer('pointerenter');
    link.focus();
    pointer('pointerleave');
    expect(cart).toHaveClass(HEADER_CART_OPEN);
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

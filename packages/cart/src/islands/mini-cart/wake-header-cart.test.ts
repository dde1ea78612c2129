import { HEADER_CART_OPEN } from './header-cart';
import { wakeHeaderCart } from './wake-header-cart';

const HEADER = `<ul id="site-header-cart" class="site-header-cart menu">
<li><a class="cart-contents" href="/sepet/">₺10 <span class="count">1 ürün</span></a></li>
<li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></li></ul>`;

describe('the header cart dropdown before its code came', () => {
  let controller: AbortController;
  let cart: HTMLElement;
  let link: HTMLAnchorElement;
  beforeEach(() => {
    document.body.innerHTML = HEADER;
    cart = document.querySelector('.site-header-cart') as HTMLElement;
    link = cart.querySelector('a.cart-contents') as HTMLAnchorElement;
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  const click = () => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    link.dispatchEvent(event);
    return event;
  };

  test('the link says collapsed; a first tap is held and opens it once the code is there; the end puts the link back', async () => {
    wakeHeaderCart(cart, controller.signal);
    expect(link).toHaveAttribute('aria-expanded', 'false');
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    expect(click().defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(cart.classList.contains(HEADER_CART_OPEN)).toBe(true));
    expect(link).toHaveAttribute('aria-expanded', 'true');
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    expect(click().defaultPrevented).toBe(false); // the second tap goes to the cart
    controller.abort();
    expect(link).not.toHaveAttribute('aria-expanded');
    expect(cart.classList.contains(HEADER_CART_OPEN)).toBe(false);
  });

  test('a mouse press wakes it too, and a mouse click follows the link', async () => {
    wakeHeaderCart(cart, controller.signal);
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    expect(click().defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(link).toHaveAttribute('aria-controls'));
    expect(link).toHaveAttribute('aria-expanded', 'false');
  });

  test('a mouse hover wakes it, and the dropdown is open once the code is there while the mouse stays', async () => {
    wakeHeaderCart(cart, controller.signal);
    cart.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    await vi.waitFor(() => expect(cart.classList.contains(HEADER_CART_OPEN)).toBe(true));
    expect(link).toHaveAttribute('aria-expanded', 'true');
  });

  test('a hover that left before the code came leaves it closed', async () => {
    wakeHeaderCart(cart, controller.signal);
    cart.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    cart.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    await vi.waitFor(() => expect(link).toHaveAttribute('aria-controls'));
    expect(cart.classList.contains(HEADER_CART_OPEN)).toBe(false);
  });

  test('ended before any input, the link is as printed', () => {
    wakeHeaderCart(cart, controller.signal);
    controller.abort();
    expect(link).not.toHaveAttribute('aria-expanded');
  });
});

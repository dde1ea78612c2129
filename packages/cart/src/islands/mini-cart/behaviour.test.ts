import { $cart } from '@firsat/core/stores';
import { deferred, json, startBehaviour, text } from '@firsat/core/testing';
import { browser, endCartSession } from '../../shared/cart-session';
import {
  ADD_TO_CART_RESPONSE,
  click,
  endpointOf,
  fieldsOf,
  installCartHttp,
  REMOVE_FROM_CART_RESPONSE,
  settle,
} from '../../shared/testing';
import { BLOCK_OVERLAY_OPACITY } from './block-item';
import miniCartBehaviour from './island';

const stops: (() => void)[] = [];

/** The reference mini cart (Beanie × 2), as the page printed it. */
function page() {
  document.body.innerHTML = `<div class="widget_shopping_cart">${ADD_TO_CART_RESPONSE.fragments['div.widget_shopping_cart_content']}</div>`;
  const host = document.querySelector<HTMLElement>('.widget_shopping_cart_content') as HTMLElement;
  stops.push(startBehaviour(miniCartBehaviour, host).stop);
  return host;
}

beforeAll(() => miniCartBehaviour.messages?.load());

const removeLink = () =>
  document.querySelector<HTMLAnchorElement>('a.remove_from_cart_button') as HTMLAnchorElement;

beforeEach(() => {
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  endCartSession();
});

test('removing blocks the item (overlay 0.6, aria-busy), then the fragments replace the mini cart', async () => {
  const gate = deferred<Response>();
  const requests = installCartHttp(() => gate.promise);
  const host = page();
  const item = removeLink().closest('li') as HTMLElement;
  expect(click(removeLink()).defaultPrevented).toBe(true);
  await settle();
  expect(item).toHaveAttribute('aria-busy', 'true');
  const overlay = item.querySelector<HTMLElement>('.blockOverlay');
  expect(overlay?.style.opacity).toBe(String(BLOCK_OVERLAY_OPACITY));
  expect(endpointOf(requests[0])).toBe('remove_from_cart');
  expect(fieldsOf(requests[0])).toEqual({ cart_item_key: 'c51ce410c124a10e0db5e4b97fc2af39' });
  // A second click on the same link while it is in flight sends nothing more.
  click(removeLink());
  await settle();
  expect(requests).toHaveLength(1);
  gate.resolve(json(REMOVE_FROM_CART_RESPONSE));
  await settle();
  expect(host.isConnected).toBe(false);
  expect(document.querySelector('.widget_shopping_cart_content')).toHaveTextContent('Hoodie - Red, Small');
  expect($cart.get()).toMatchObject({ itemCount: 1, hash: REMOVE_FROM_CART_RESPONSE.cart_hash });
});

test.each([
  ['no fragments in the reply', () => json({ success: false })],
  ['a failed request', () => text('', { status: 500 })],
])('%s sends the browser to the remove link', async (_, reply) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  installCartHttp(reply);
  page();
  const href = removeLink().href;
  click(removeLink());
  await settle();
  expect(browser.assign).toHaveBeenCalledWith(href);
  expect(href).toContain('remove_item=c51ce410c124a10e0db5e4b97fc2af39');
});

test('clicks elsewhere in the mini cart are left alone', async () => {
  const requests = installCartHttp(() => json(REMOVE_FROM_CART_RESPONSE));
  page();
  const viewCart = document.querySelector<HTMLElement>('.woocommerce-mini-cart__buttons a') as HTMLElement;
  expect(click(viewCart).defaultPrevented).toBe(false);
  await settle();
  expect(requests).toHaveLength(0);
});

test('stopped while a removal is in flight, the mini cart is as printed again', async () => {
  const gate = deferred<Response>();
  const requests = installCartHttp(() => gate.promise);
  const host = page();
  const printed = host.outerHTML;
  click(removeLink());
  await settle();
  expect(host.outerHTML).not.toBe(printed);
  stops.pop()?.();
  expect(host.outerHTML).toBe(printed);
  click(removeLink());
  await settle();
  expect(requests).toHaveLength(1);
  gate.resolve(json({ success: false }));
  await settle();
});

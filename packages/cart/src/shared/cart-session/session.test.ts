import { configure, onClassic } from '@firsat/core/island';
import { $cart } from '@firsat/core/stores';
import { deferred, json, resetConfig, text } from '@firsat/core/testing';
import {
  ADD_TO_CART_RESPONSE,
  endpointOf,
  fieldsOf,
  installCartHttp,
  REMOVE_FROM_CART_RESPONSE,
  setTestCookie,
  settle,
} from '../testing';
import { endCartSession } from './end-session';
import { CART_CREATED_KEY } from './fragment-cache';
import { browser } from './navigate';
import { addToCart, refreshFragments, removeFromCart, startCartSession } from './session';

const MINI_CART = `<div class="widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></div>`;
const LINK = (count: number) =>
  `<a class="cart-contents" href="/sepet/"><span class="count">${count} ürün</span></a>`;

const sendAdd = (fields: Record<string, string>) => async () => {
  const { shopAjax } = await import('@firsat/core/http');
  return shopAjax('add_to_cart', fields, { responseType: 'text' });
};

/** happy-dom's PageTransitionEvent drops `persisted`; the session only reads that field. */
const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

function events(...names: string[]) {
  const seen: string[] = [];
  const stops = names.map((name) => onClassic(name, () => seen.push(name)));
  const stop = () => {
    for (const off of stops) off();
  };
  return { seen, stop };
}

beforeEach(() => {
  document.body.innerHTML = `<header>${LINK(0)}${MINI_CART}</header>`;
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  resetConfig();
  endCartSession();
  setTestCookie('woocommerce_items_in_cart', null);
  setTestCookie('woocommerce_cart_hash', null);
});

describe('add to cart', () => {
  test('applies the fragments, keeps the hash and the count, announces both event families once', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    const heard = events('adding_to_cart', 'added_to_cart', 'wc-blocks_added_to_cart');
    const outcome = await addToCart(sendAdd({ product_id: '13', quantity: '2' }), {
      successMessage: '“Beanie” has been added to your cart',
    });
    heard.stop();
    expect(outcome).toEqual({ kind: 'added', cartHash: ADD_TO_CART_RESPONSE.cart_hash });
    expect(heard.seen).toEqual(['adding_to_cart', 'added_to_cart', 'wc-blocks_added_to_cart']);
    // Only the add: our own block event did not echo into a refresh.
    await settle();
    expect(requests.map(endpointOf)).toEqual(['add_to_cart']);
    expect(fieldsOf(requests[0])).toEqual({ product_id: '13', quantity: '2' });
    expect(document.querySelector('.mini_cart_item')?.textContent).toContain('Beanie');
    expect(document.querySelectorAll('.widget_shopping_cart_content')).toHaveLength(1);
    expect($cart.get()).toMatchObject({ hash: ADD_TO_CART_RESPONSE.cart_hash, itemCount: 2, hasItems: true });
    expect(sessionStorage.getItem('wc_cart_hash')).toBe(ADD_TO_CART_RESPONSE.cart_hash);
    expect(localStorage.getItem('wc_cart_hash')).toBe(ADD_TO_CART_RESPONSE.cart_hash);
    expect(JSON.parse(sessionStorage.getItem('wc_fragments') ?? '{}')).toEqual(
      ADD_TO_CART_RESPONSE.fragments,
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      '“Beanie” has been added to your cart',
    );
  });

  test('a bare {"success":true} (product-blocks wopb_addcart) fetches the fragments in the same turn', async () => {
    const requests = installCartHttp((_, index) =>
      json(index === 0 ? { success: true } : ADD_TO_CART_RESPONSE),
    );
    const outcome = await addToCart(sendAdd({ product_id: '13' }));
    expect(outcome.kind).toBe('added');
    expect(requests.map(endpointOf)).toEqual(['add_to_cart', 'get_refreshed_fragments']);
    expect(document.querySelector('.mini_cart_item')?.textContent).toContain('Beanie');
  });

  test('error + product_url sends the browser to the product page (SPEC §8)', async () => {
    installCartHttp(() => json({ error: true, product_url: 'http://shop.test/urun/hoodie/' }));
    const outcome = await addToCart(sendAdd({ product_id: '14' }));
    expect(outcome).toEqual({ kind: 'redirected', url: 'http://shop.test/urun/hoodie/' });
    expect(browser.assign).toHaveBeenCalledWith('http://shop.test/urun/hoodie/');
    expect(document.querySelector('.woocommerce-mini-cart__empty-message')).not.toBeNull();
  });

  test.each([
    ['tr', 'Ürün sepete eklendi'],
    ['en', 'Product added to your cart'],
  ] as const)(
    'without a success message it announces its own text (%s), loaded by itself',
    async (locale, said) => {
      configure({ locale });
      installCartHttp(() => json(ADD_TO_CART_RESPONSE));
      await addToCart(sendAdd({ product_id: '13' }));
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(document.querySelector('[role="status"]')?.textContent).toBe(said);
    },
  );

  test.each([
    ['a server error 500', () => text('<h1>Error</h1>', { status: 500 }), 500],
    [
      'no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
      0,
    ],
  ])('%s logs the SPEC message with the status and announces an error', async (_, reply, status) => {
    installCartHttp(reply);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await addToCart(sendAdd({ product_id: '13' }));
    expect(outcome.kind).toBe('failed');
    expect(log).toHaveBeenCalledWith('Error occured.please try again', status);
    expect(browser.assign).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Sepet güncellenemedi. Lütfen tekrar deneyin.',
    );
  });

  test('requests go one at a time, in order', async () => {
    const gates = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    const requests = installCartHttp((_, index) => gates[index]?.promise ?? json(ADD_TO_CART_RESPONSE));
    const done = [1, 2, 3].map((n) => addToCart(sendAdd({ product_id: '13', n: String(n) })));
    await settle();
    expect(requests).toHaveLength(1);
    gates[0]?.resolve(json(ADD_TO_CART_RESPONSE));
    await settle();
    expect(requests).toHaveLength(2);
    gates[1]?.resolve(text('', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await settle();
    expect(requests).toHaveLength(3);
    gates[2]?.resolve(json(ADD_TO_CART_RESPONSE));
    expect((await Promise.all(done)).map((o) => o.kind)).toEqual(['added', 'failed', 'added']);
    expect(requests.map((r) => fieldsOf(r).n)).toEqual(['1', '2', '3']);
  });

  test('redirects to the cart 2000 ms after adding when cart_redirect_after_add is yes', async () => {
    (globalThis as Record<string, unknown>).wc_add_to_cart_params = {
      cart_url: 'http://shop.test/sepet/',
      cart_redirect_after_add: 'yes',
    };
    resetConfig();
    try {
      installCartHttp(() => json(ADD_TO_CART_RESPONSE));
      await addToCart(sendAdd({ product_id: '13' }));
      await new Promise((resolve) => setTimeout(resolve, 1900));
      expect(browser.assign).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(browser.assign).toHaveBeenCalledWith('http://shop.test/sepet/');
    } finally {
      delete (globalThis as Record<string, unknown>).wc_add_to_cart_params;
    }
  });

  test('no redirect to the cart when the setting is no', async () => {
    installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    await addToCart(sendAdd({ product_id: '13' }));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(browser.assign).not.toHaveBeenCalled();
  });
});

describe('remove from cart', () => {
  const link = () => document.createElement('a');

  test('applies the fragments and announces removed_from_cart and the block event', async () => {
    const requests = installCartHttp(() => json(REMOVE_FROM_CART_RESPONSE));
    const heard = events('removed_from_cart', 'wc-blocks_removed_from_cart');
    const outcome = await removeFromCart('c51ce410c124a10e0db5e4b97fc2af39', {
      href: '/sepet/?remove_item=x',
      link: link(),
    });
    heard.stop();
    expect(outcome).toEqual({ kind: 'removed', cartHash: REMOVE_FROM_CART_RESPONSE.cart_hash });
    expect(heard.seen).toEqual(['removed_from_cart', 'wc-blocks_removed_from_cart']);
    expect(fieldsOf(requests[0])).toEqual({ cart_item_key: 'c51ce410c124a10e0db5e4b97fc2af39' });
    expect(endpointOf(requests[0])).toBe('remove_from_cart');
    expect(document.querySelector('.mini_cart_item')?.textContent).toContain('Hoodie - Red, Small');
    expect($cart.get().itemCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Ürün sepetten çıkarıldı');
  });

  test.each([
    ['a reply without fragments', () => json({ success: false })],
    ['a failed request', () => text('', { status: 500 })],
  ])('%s follows the remove link (SPEC §8)', async (_, reply) => {
    installCartHttp(reply);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await removeFromCart('k', { href: 'http://shop.test/sepet/?remove_item=k' });
    expect(outcome).toEqual({ kind: 'redirected', url: 'http://shop.test/sepet/?remove_item=k' });
    expect(browser.assign).toHaveBeenCalledWith('http://shop.test/sepet/?remove_item=k');
  });
});

describe('page load and refreshes', () => {
  test('no cart session: no get_refreshed_fragments request at all', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    sessionStorage.setItem('wc_fragments', JSON.stringify(ADD_TO_CART_RESPONSE.fragments));
    startCartSession();
    await settle();
    expect(requests).toHaveLength(0);
    expect(sessionStorage.getItem('wc_fragments')).toBeNull();
  });

  test('a session with cached fragments of the same hash uses them, without a request', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    setTestCookie('woocommerce_items_in_cart', '1');
    setTestCookie('woocommerce_cart_hash', 'h1');
    sessionStorage.setItem('wc_fragments', JSON.stringify(ADD_TO_CART_RESPONSE.fragments));
    sessionStorage.setItem('wc_cart_hash', 'h1');
    sessionStorage.setItem(CART_CREATED_KEY, String(Date.now()));
    const heard = events('wc_fragments_loaded');
    startCartSession();
    heard.stop();
    await settle();
    expect(requests).toHaveLength(0);
    expect(heard.seen).toEqual(['wc_fragments_loaded']);
    expect(document.querySelector('.mini_cart_item')?.textContent).toContain('Beanie');
    expect($cart.get().itemCount).toBe(2);
  });

  test.each([
    ['a different hash', 'h-old', () => Date.now()],
    ['fragments older than a day', 'h1', () => Date.now() - 25 * 3600_000],
  ])('a session whose cache has %s asks the server once', async (_, hash, created) => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    setTestCookie('woocommerce_items_in_cart', '1');
    setTestCookie('woocommerce_cart_hash', 'h1');
    sessionStorage.setItem('wc_fragments', JSON.stringify(REMOVE_FROM_CART_RESPONSE.fragments));
    sessionStorage.setItem('wc_cart_hash', hash);
    sessionStorage.setItem(CART_CREATED_KEY, String(created()));
    const heard = events('wc_fragments_refreshed');
    startCartSession();
    await settle();
    heard.stop();
    expect(requests.map(endpointOf)).toEqual(['get_refreshed_fragments']);
    expect(heard.seen).toEqual(['wc_fragments_refreshed']);
    expect(document.querySelector('.mini_cart_item')?.textContent).toContain('Beanie');
  });

  test('wc_fragment_refresh and updated_wc_div refresh; calls while one waits share it', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    startCartSession();
    const { dispatchClassic } = await import('@firsat/core/island');
    dispatchClassic('wc_fragment_refresh');
    dispatchClassic('updated_wc_div');
    await settle();
    expect(requests.map(endpointOf)).toEqual(['get_refreshed_fragments']);
    dispatchClassic('updated_wc_div');
    await settle();
    expect(requests).toHaveLength(2);
  });

  test('a block cart event from someone else refreshes; a classic one is mirrored to blocks, no request', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    startCartSession();
    const { dispatchClassic } = await import('@firsat/core/island');
    const heard = events('wc-blocks_added_to_cart');
    dispatchClassic('added_to_cart', [{ ...ADD_TO_CART_RESPONSE.fragments }, 'theme-hash']);
    await settle();
    expect(requests).toHaveLength(0);
    expect(heard.seen).toEqual(['wc-blocks_added_to_cart']);
    expect(sessionStorage.getItem('wc_cart_hash')).toBe('theme-hash');
    expect($cart.get().itemCount).toBe(2);
    document.body.dispatchEvent(new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true }));
    await settle();
    heard.stop();
    expect(requests.map(endpointOf)).toEqual(['get_refreshed_fragments']);
  });

  test('another tab changing the cart hash refreshes this one; the same hash does not', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    startCartSession();
    sessionStorage.setItem('wc_cart_hash', 'same');
    localStorage.setItem('wc_cart_hash', 'same');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash' }));
    await settle();
    expect(requests).toHaveLength(0);
    localStorage.setItem('wc_cart_hash', 'other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash' }));
    await settle();
    expect(requests.map(endpointOf)).toEqual(['get_refreshed_fragments']);
  });

  test('a page restored from the back/forward cache refreshes its cart', async () => {
    const requests = installCartHttp(() => json(ADD_TO_CART_RESPONSE));
    setTestCookie('woocommerce_items_in_cart', '1');
    setTestCookie('woocommerce_cart_hash', 'h1');
    startCartSession();
    await settle();
    expect(requests).toHaveLength(1);
    window.dispatchEvent(pageShow(false));
    await settle();
    expect(requests).toHaveLength(1);
    window.dispatchEvent(pageShow(true));
    await settle();
    expect(requests.map(endpointOf)).toEqual(['get_refreshed_fragments', 'get_refreshed_fragments']);
  });

  test('refreshFragments reports a failed refresh with wc_fragments_ajax_error', async () => {
    installCartHttp(() => text('', { status: 500 }));
    const heard = events('wc_fragments_ajax_error');
    expect(await refreshFragments()).toBe(false);
    heard.stop();
    expect(heard.seen).toEqual(['wc_fragments_ajax_error']);
  });
});

import { configure, onClassic } from '@firsat/core/island';
import { resetOverrides, startBehaviour, text } from '@firsat/core/testing';
import { act } from '@testing-library/react';
import {
  CART_FORM_HTML,
  cartPageDocument,
  emptyCartDocument,
  endpointOf,
  fieldsOf,
  installCartHttp,
  mountCartPage,
  settle,
} from '../../shared/testing';
import cartFormBehaviour from './island';

const UPDATED_FORM = CART_FORM_HTML.replace('value="2"', 'value="5"').replace('</span>36.00', '</span>90.00');
const CART_UPDATED = '<div class="woocommerce-message" role="alert">Cart updated.</div>';

function recordEvents(names: string[]): string[] {
  const seen: string[] = [];
  for (const name of names) onClassic(name, () => seen.push(name));
  return seen;
}

const stops: (() => void)[] = [];

async function mountForm() {
  const page = mountCartPage();
  await cartFormBehaviour.messages?.load();
  const { stop } = startBehaviour(cartFormBehaviour, page.form);
  stops.push(stop);
  await settle();
  return { ...page, stop };
}

const update = () => document.querySelector<HTMLButtonElement>('[name="update_cart"]') as HTMLButtonElement;
const beanieQty = () => document.querySelector<HTMLInputElement>('input.qty') as HTMLInputElement;

beforeEach(() => configure({ shop: { applyCouponNonce: 'ae6c38000c', removeCouponNonce: 'f4c3d92e7b' } }));
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  resetOverrides();
});

describe('cart form island', () => {
  test('update is disabled until a quantity changes', async () => {
    installCartHttp(() => text(''));
    await mountForm();
    expect(update()).toBeDisabled();
    act(() => {
      beanieQty().value = '3';
      beanieQty().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(update()).toBeEnabled();
  });

  test('a quantity typed before the form was bound leaves update enabled', async () => {
    installCartHttp(() => text(''));
    mountCartPage();
    beanieQty().value = '4';
    const form = document.querySelector('form.woocommerce-cart-form') as HTMLFormElement;
    stops.push(startBehaviour(cartFormBehaviour, form).stop);
    expect(update()).toBeEnabled();
    expect(update()).toHaveAttribute('aria-disabled', 'false');
  });

  test('stopped, the form is byte for byte as printed and posts natively again', async () => {
    const requests = installCartHttp(() => text(''));
    const printed = mountCartPage().form.outerHTML;
    const { form, stop } = await mountForm();
    expect(form.outerHTML).not.toBe(printed);
    stop();
    expect(form.outerHTML).toBe(printed);
    const submitted = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    expect(requests).toHaveLength(0);
  });

  test('update posts the form fields with update_cart to the form action and puts the page in', async () => {
    const requests = installCartHttp(() =>
      text(cartPageDocument({ form: UPDATED_FORM, notices: CART_UPDATED })),
    );
    const { form } = await mountForm();
    const seen = recordEvents(['updated_wc_div', 'updated_cart_totals']);
    beanieQty().value = '5';
    await act(async () => {
      update().disabled = false;
      update().click();
      await settle();
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.href).toBe('http://127.0.0.1:8089/cart/');
    expect(fieldsOf(requests[0])).toEqual({
      'cart[c51ce410c124a10e0db5e4b97fc2af39][qty]': '5',
      'cart[b8c9566e0372f2db8fb7caffd8965112][qty]': '1',
      coupon_code: '',
      'woocommerce-cart-nonce': 'f9edbc00ce',
      _wp_http_referer: '/cart/',
      update_cart: 'Update cart',
    });
    expect(document.querySelector('form.woocommerce-cart-form')).toBe(form);
    expect(beanieQty().value).toBe('5');
    expect(form.querySelector('td.product-subtotal')?.textContent).toContain('90.00');
    expect(document.querySelector('.woocommerce-notices-wrapper [role="alert"]')?.textContent).toBe(
      'Cart updated.',
    );
    expect(seen).toEqual(['updated_wc_div', 'updated_cart_totals']);
    expect(form).not.toHaveClass('processing');
    expect(update()).toBeDisabled();
  });

  test.each([
    ['a server error (500)', () => text('boom', { status: 500 }), 500],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 0],
    ['an answer that is not a cart page', () => text('<p>Maintenance</p>'), 0],
  ])(
    '%s leaves the form as it was, unblocked, with an error notice and the SPEC log',
    async (_, reply, status) => {
      installCartHttp(reply);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { form, totals } = await mountForm();
      const before = form.innerHTML;
      const seen = recordEvents(['updated_wc_div']);
      await act(async () => {
        update().disabled = false;
        update().click();
        await settle();
      });
      expect(form.innerHTML.replace(/ disabled=""| aria-disabled="(true|false)"/g, '')).toBe(
        before.replace(/ disabled=""| aria-disabled="(true|false)"/g, ''),
      );
      expect(form).not.toHaveClass('processing');
      expect(totals).not.toHaveAttribute('aria-busy');
      expect(document.querySelector('.blockOverlay')).toBeNull();
      expect(document.querySelector('ul.woocommerce-error[role="alert"]')?.textContent).toBe(
        'Sepet güncellenemedi. Lütfen tekrar deneyin.',
      );
      expect(log).toHaveBeenCalledWith('Error occured.please try again', status);
      expect(seen).toEqual([]);
      expect(update()).toBeEnabled();
    },
  );

  test('a remove link is fetched by GET; the emptied cart takes the empty message', async () => {
    const requests = installCartHttp(() =>
      text(emptyCartDocument('<div class="woocommerce-message" role="alert">Removed.</div>')),
    );
    await mountForm();
    const seen = recordEvents([
      'updated_wc_div',
      'wc_cart_emptied',
      'updated_cart_totals',
      'removed_from_cart',
    ]);
    await act(async () => {
      document.querySelector<HTMLAnchorElement>('.product-remove a.remove')?.click();
      await settle();
    });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.searchParams.get('remove_item')).toBe('c51ce410c124a10e0db5e4b97fc2af39');
    expect(requests[0]?.url.searchParams.get('_wpnonce')).toBe('f9edbc00ce');
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
    expect(document.querySelector('.cart-empty')?.textContent).toBe('Your cart is currently empty.');
    expect(seen).toEqual(['updated_wc_div', 'wc_cart_emptied', 'updated_cart_totals', 'removed_from_cart']);
  });

  test('apply coupon sends security + coupon_code, shows the notice, then re-posts the form', async () => {
    const notice = '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>';
    const requests = installCartHttp((request) =>
      endpointOf(request) === 'apply_coupon' ? text(notice) : text(cartPageDocument()),
    );
    await mountForm();
    const seen = recordEvents(['applied_coupon', 'updated_wc_div']);
    const field = document.querySelector<HTMLInputElement>('#coupon_code') as HTMLInputElement;
    field.value = 'save10';
    await act(async () => {
      document.querySelector<HTMLButtonElement>('[name="apply_coupon"]')?.click();
      await settle(20);
    });
    expect(endpointOf(requests[0])).toBe('apply_coupon');
    expect(fieldsOf(requests[0])).toEqual({ security: 'ae6c38000c', coupon_code: 'save10' });
    expect(fieldsOf(requests[1]).update_cart).toBe('Update cart');
    expect(document.querySelector('.woocommerce-message')?.textContent).toBe(
      'Coupon code applied successfully.',
    );
    expect(seen).toEqual(['applied_coupon', 'updated_wc_div']);
  });

  test('an empty coupon field is sent as it is and the page shows the server text', async () => {
    const error = '<ul class="woocommerce-error" role="alert"><li>Please enter a coupon code.</li></ul>';
    const requests = installCartHttp((request) =>
      endpointOf(request) === 'apply_coupon' ? text(error) : text(cartPageDocument()),
    );
    await mountForm();
    await act(async () => {
      document.querySelector<HTMLButtonElement>('[name="apply_coupon"]')?.click();
      await settle(20);
    });
    expect(fieldsOf(requests[0]).coupon_code).toBe('');
    expect(document.querySelector('.woocommerce-error')?.textContent).toBe('Please enter a coupon code.');
  });

  test('an expired nonce (-1, 403) says the session expired and changes nothing', async () => {
    const requests = installCartHttp(() => text('-1', { status: 403 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { form } = await mountForm();
    await act(async () => {
      document.querySelector<HTMLButtonElement>('[name="apply_coupon"]')?.click();
      await settle(20);
    });
    expect(requests).toHaveLength(1);
    expect(document.querySelector('.woocommerce-error')?.textContent).toBe(
      'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.',
    );
    expect(form).not.toHaveClass('processing');
  });
});

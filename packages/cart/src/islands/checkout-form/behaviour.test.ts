import { setHttpClient } from '@firsat/core/http';
import { onClassic } from '@firsat/core/island';
import { deferred, json, type Reply, resetConfig, startBehaviour, text } from '@firsat/core/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import { browser } from '../../shared/cart-session';
import { CHECKOUT_PARAMS, endpointOf, fieldsOf, installCartHttp, settle } from '../../shared/testing';
import {
  CHECKOUT_FAILURE_REPLY,
  CHECKOUT_FORM_MARKUP,
  CHECKOUT_NONCE_REPLY,
  CHECKOUT_SUCCESS_REPLY,
} from './fixtures';
import checkoutFormBehaviour from './island';

type Global = typeof globalThis & { wc_checkout_params?: unknown };

/** wc_checkout_params.i18n_checkout_error as the reference store printed it. */
const CHECKOUT_ERROR =
  'There was an error processing your order. Please check for any charges in your payment method and review your <a href="http://127.0.0.1:8089/my-account/orders/">order history</a> before placing the order again.';

let controller: AbortController;

/** The reference checkout page, a coupon notice above the form, the binder on its form. */
function setup(reply: Reply) {
  (globalThis as Global).wc_checkout_params = { ...CHECKOUT_PARAMS, i18n_checkout_error: CHECKOUT_ERROR };
  resetConfig();
  const requests = installCartHttp(reply);
  document.body.innerHTML = `<div class="woocommerce"><div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>${CHECKOUT_FORM_MARKUP}</div>`;
  const form = document.querySelector('form.checkout') as HTMLFormElement;
  controller = new AbortController();
  // The behaviour as the loader starts it; aborting the controller stops it.
  controller.signal.addEventListener('abort', startBehaviour(checkoutFormBehaviour, form).stop);
  const events: string[] = [];
  const offs = [
    onClassic('update_checkout', () => events.push('update_checkout')),
    onClassic('checkout_error', () => events.push('checkout_error')),
  ];
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  const field = (id: string) => form.querySelector(`#${id}`) as HTMLInputElement;
  const row = (id: string) => form.querySelector(`#${id}_field`) as HTMLElement;
  return { form, requests, events, offs, assign, reload, field, row };
}

/** Types into a field as a person does: input events, then leaving it. */
function type(input: HTMLInputElement, value: string) {
  input.focus();
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
}

function fillValid(s: ReturnType<typeof setup>) {
  for (const [id, value] of Object.entries({
    billing_first_name: 'Ada',
    billing_last_name: 'Yılmaz',
    billing_address_1: '1 Main St',
    billing_city: 'San Francisco',
    billing_postcode: '94110',
    billing_phone: '+1 (415) 555-0100',
    billing_email: 'ada@example.com',
  })) {
    s.field(id).value = value;
  }
  (s.form.querySelector('#billing_country') as HTMLSelectElement).value = 'US';
  s.field('terms').checked = true;
}

const submit = async (form: HTMLFormElement) => {
  fireEvent.submit(form);
  await settle();
};

afterEach(() => {
  controller.abort();
  delete (globalThis as Global).wc_checkout_params;
  resetConfig();
  setHttpClient(undefined);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('placing the order', () => {
  test('posts the serialised form to ?wc-ajax=checkout with the nonce, no submit button', async () => {
    const s = setup(() => json(CHECKOUT_SUCCESS_REPLY));
    fillValid(s);
    await submit(s.form);
    expect(s.requests).toHaveLength(1);
    const [request] = s.requests;
    expect(request?.method).toBe('POST');
    expect(endpointOf(request)).toBe('checkout');
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    const fields = fieldsOf(request);
    expect(fields).toMatchObject({
      billing_first_name: 'Ada',
      billing_country: 'US',
      billing_state: 'CA',
      billing_email: 'ada@example.com',
      order_comments: '',
      'shipping_method[0]': 'free_shipping:2',
      payment_method: 'bacs',
      terms: 'on',
      'terms-field': '1',
      'woocommerce-process-checkout-nonce': 'eb3322e666',
      _wp_http_referer: '/checkout/',
    });
    // hidden shipping fields travel too (the server ignores them unless shipping elsewhere)
    expect(fields).toHaveProperty('shipping_first_name', '');
    expect(fields).not.toHaveProperty('ship_to_different_address');
    expect(fields).not.toHaveProperty('woocommerce_checkout_place_order');
    expect(Object.keys(fields).indexOf('billing_first_name')).toBeLessThan(
      Object.keys(fields).indexOf('payment_method'),
    );
  });

  test('blocked while the request runs (processing, the 0.6 overlay, aria-busy, aria-disabled); a second submit sends nothing', async () => {
    const answer = deferred<Response>();
    const s = setup(() => answer.promise);
    fillValid(s);
    await submit(s.form);
    expect(s.form).toHaveClass('processing');
    expect(s.form).toHaveAttribute('aria-busy', 'true');
    const overlay = s.form.querySelector(':scope > .blockUI.blockOverlay') as HTMLElement;
    expect(overlay.style.opacity).toBe('0.6');
    expect(s.form.querySelector('#place_order')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(s.form.querySelector('#place_order') as HTMLElement);
    await submit(s.form);
    await submit(s.form);
    expect(s.requests).toHaveLength(1);
    answer.resolve(json(CHECKOUT_SUCCESS_REPLY));
    await settle();
    expect(s.assign).toHaveBeenCalledWith(CHECKOUT_SUCCESS_REPLY.redirect);
    // the page is leaving: the form stays blocked and nothing more is sent
    expect(s.form).toHaveClass('processing');
    await submit(s.form);
    expect(s.requests).toHaveLength(1);
  });

  test('leaving the page while the order is placed makes the browser ask; the answer ends that', async () => {
    const answer = deferred<Response>();
    const s = setup(() => answer.promise);
    await submit(s.form);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    answer.resolve(json(CHECKOUT_FAILURE_REPLY));
    await settle();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('a refused order (checkout.md §4)', () => {
  test('the notices go first in the form, focused and announced; each field it names is marked', async () => {
    const s = setup(() => json(CHECKOUT_FAILURE_REPLY));
    fillValid(s);
    s.field('billing_phone').value = '12ab';
    s.field('billing_email').value = 'jane@localhost';
    s.field('terms').checked = false;
    await submit(s.form);

    const group = s.form.firstElementChild as HTMLElement;
    expect(group).toHaveClass('woocommerce-NoticeGroup', 'woocommerce-NoticeGroup-checkout');
    const list = group.querySelector('ul.woocommerce-error') as HTMLElement;
    expect(list).not.toHaveAttribute('role');
    expect(list).toHaveAttribute('tabindex', '-1');
    expect([...list.querySelectorAll('li')].map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(
      ['#billing_phone', '#billing_email', '#terms'],
    );
    expect(list.querySelector('li a')?.innerHTML).toContain(
      '<strong>Billing Phone</strong> is not a valid phone number.',
    );
    // the coupon notice above the form is not the checkout's: it stays
    expect(document.querySelector('.woocommerce-message')).toHaveTextContent(
      'Coupon code applied successfully.',
    );

    expect(s.row('billing_phone')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-phone');
    expect(s.row('billing_email')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-email');
    expect(s.field('billing_phone')).toHaveAttribute('aria-invalid', 'true');
    expect(s.field('billing_phone')).toHaveAttribute('aria-describedby', 'billing_phone_description');
    expect(s.form.querySelector('#billing_phone_description')).toHaveTextContent(
      'Billing Phone is not a valid phone number.',
    );
    expect(s.form.querySelector('#billing_phone_description')).toHaveClass('checkout-inline-error-message');
    const termsRow = s.field('terms').closest('.form-row') as HTMLElement;
    expect(termsRow).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-required-field');
    expect(termsRow.querySelector('.checkout-inline-error-message')).toHaveTextContent(
      'Please read and accept the terms and conditions to proceed with your order.',
    );
    expect(s.row('billing_first_name')).toHaveClass('woocommerce-validated');
    // the shipping address is hidden (not shipping elsewhere): its empty fields are not marked
    expect(s.row('shipping_first_name')).not.toHaveClass('woocommerce-invalid');
    expect(s.field('shipping_first_name')).not.toHaveAttribute('aria-invalid');

    expect(s.form).not.toHaveClass('processing');
    expect(s.form.querySelector('.blockOverlay')).toBeNull();
    expect(s.form.querySelector('#place_order')).not.toHaveAttribute('aria-disabled');
    expect(s.events).toEqual(['checkout_error']);
    await waitFor(() => expect(document.activeElement).toBe(list), { timeout: 2000 });
    expect(document.querySelector('[data-firsat-live-region] [aria-live="assertive"]')).toHaveTextContent(
      'Billing Phone is not a valid phone number.',
    );
  });

  test('editing a marked field clears its mark and its message', async () => {
    const s = setup(() => json(CHECKOUT_FAILURE_REPLY));
    s.field('billing_phone').value = '12ab';
    await submit(s.form);
    expect(s.row('billing_phone')).toHaveClass('woocommerce-invalid');
    fireEvent.input(s.field('billing_phone'), { target: { value: '12' } });
    expect(s.row('billing_phone')).not.toHaveClass('woocommerce-invalid');
    expect(s.row('billing_phone')).not.toHaveClass('woocommerce-invalid-phone');
    expect(s.field('billing_phone')).not.toHaveAttribute('aria-invalid');
    expect(s.field('billing_phone')).not.toHaveAttribute('aria-describedby');
    expect(s.form.querySelector('#billing_phone_description')).toBeNull();
  });

  test('a second refusal replaces the first notices; a field the client finds fine is still marked', async () => {
    const s = setup(() => json(CHECKOUT_FAILURE_REPLY));
    fillValid(s);
    await submit(s.form);
    await submit(s.form);
    expect(s.form.querySelectorAll('.woocommerce-NoticeGroup-checkout')).toHaveLength(1);
    expect(s.form.querySelectorAll('#billing_email_description')).toHaveLength(1);
    // the server refused an address the client pattern accepts: woocommerce-invalid alone
    expect(s.row('billing_email')).toHaveClass('woocommerce-invalid');
    expect(s.row('billing_email')).not.toHaveClass('woocommerce-validated');
    expect(s.field('billing_email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a refused nonce: the classic refresh (update_checkout) and its notice; the next submit is sent', async () => {
    const s = setup((_, index) => json(index === 0 ? CHECKOUT_NONCE_REPLY : CHECKOUT_SUCCESS_REPLY));
    fillValid(s);
    await submit(s.form);
    expect(s.events).toEqual(['update_checkout', 'checkout_error']);
    expect(s.form.querySelector('.woocommerce-NoticeGroup-checkout')).toHaveTextContent(
      'We were unable to process your order, please try again.',
    );
    await submit(s.form);
    expect(s.requests).toHaveLength(2);
    expect(s.assign).toHaveBeenCalledWith(CHECKOUT_SUCCESS_REPLY.redirect);
  });

  test('reload: the page reloads (its notices wait in the session)', async () => {
    const s = setup(() => json({ result: 'failure', messages: '', refresh: false, reload: true }));
    await submit(s.form);
    expect(s.reload).toHaveBeenCalledTimes(1);
    expect(s.form.querySelector('.woocommerce-NoticeGroup-checkout')).toBeNull();
  });
});

describe('no usable answer', () => {
  test('offline: SPEC §8’s message at the top, everything typed kept, the button usable again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let offline = true;
    const s = setup(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return json(CHECKOUT_SUCCESS_REPLY);
    });
    fillValid(s);
    s.field('order_comments' as string).value = 'Leave at the door.';
    await submit(s.form);
    const error = s.form.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error') as HTMLElement;
    expect(error).toHaveTextContent('You are probably offline.');
    expect(error).toHaveAttribute('tabindex', '-1');
    expect(log).toHaveBeenCalledWith('Error occured.please try again', 0);
    expect(s.field('billing_first_name').value).toBe('Ada');
    expect((s.form.querySelector('#order_comments') as HTMLTextAreaElement).value).toBe('Leave at the door.');
    expect(s.field('terms').checked).toBe(true);
    expect(s.form).not.toHaveClass('processing');
    expect(s.form.querySelector('#place_order')).not.toHaveAttribute('aria-disabled');
    offline = false;
    await submit(s.form);
    expect(s.assign).toHaveBeenCalledWith(CHECKOUT_SUCCESS_REPLY.redirect);
  });

  test.each([
    ['a 500', () => text('Internal Server Error', { status: 500 })],
    ['a body that is not JSON', () => text('<html>Fatal error</html>')],
  ])('%s: WooCommerce’s generic checkout error (i18n_checkout_error), focusable', async (_, reply) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup(reply);
    await submit(s.form);
    expect(log.mock.calls).toEqual(reply().status === 500 ? [['Error occured.please try again', 500]] : []);
    const error = s.form.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error') as HTMLElement;
    expect(error).toHaveTextContent('There was an error processing your order.');
    expect(error.querySelector('a')).toHaveAttribute('href', 'http://127.0.0.1:8089/my-account/orders/');
    await waitFor(() => expect(document.activeElement).toBe(error), { timeout: 2000 });
    expect(s.form).not.toHaveClass('processing');
  });
});

describe('inline checks (checkout.md §5)', () => {
  test('leaving an untouched empty field marks nothing; emptying an edited one marks it required', () => {
    const s = setup(() => json({}));
    fireEvent.focusOut(s.field('billing_first_name'));
    expect(s.row('billing_first_name').className).not.toMatch(/woocommerce-(in)?valid/);
    type(s.field('billing_first_name'), 'A');
    expect(s.row('billing_first_name')).toHaveClass('woocommerce-validated');
    type(s.field('billing_first_name'), '');
    expect(s.row('billing_first_name')).toHaveClass(
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    );
    expect(s.field('billing_first_name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('e-mail and phone patterns on change; typing clears the mark', () => {
    const s = setup(() => json({}));
    type(s.field('billing_email'), 'not-an-email');
    expect(s.row('billing_email')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-email');
    type(s.field('billing_phone'), '12ab');
    expect(s.row('billing_phone')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-phone');
    fireEvent.input(s.field('billing_phone'), { target: { value: '12' } });
    expect(s.row('billing_phone').className).not.toMatch(/woocommerce-(in)?valid/);
    fireEvent.focusOut(s.field('billing_phone'));
    expect(s.row('billing_phone')).toHaveClass('woocommerce-validated');
    expect(s.field('billing_phone')).not.toHaveAttribute('aria-invalid');
  });

  test('the terms checkbox: unticking it marks it required', () => {
    const s = setup(() => json({}));
    const terms = s.field('terms');
    fireEvent.click(terms);
    expect(terms.closest('.form-row')).toHaveClass('woocommerce-validated');
    fireEvent.click(terms);
    expect(terms.closest('.form-row')).toHaveClass(
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    );
  });
});

describe('toggles', () => {
  test('the shipping address shows only while "Ship to a different address?" is ticked; unbinding restores it', () => {
    const s = setup(() => json({}));
    const address = s.form.querySelector('div.shipping_address') as HTMLElement;
    expect(address.style.display).toBe('none');
    fireEvent.click(s.form.querySelector('#ship-to-different-address-checkbox') as HTMLElement);
    expect(address.style.display).toBe('');
    fireEvent.click(s.form.querySelector('#ship-to-different-address-checkbox') as HTMLElement);
    expect(address.style.display).toBe('none');
    controller.abort();
    expect(address.style.display).toBe('');
    expect(s.form.noValidate).toBe(false);
  });

  test('the terms link opens the terms text in place and says so (aria-expanded, aria-controls)', () => {
    const s = setup(() => json({}));
    expect(s.form.noValidate).toBe(true);
    const link = s.form.querySelector('a.woocommerce-terms-and-conditions-link') as HTMLAnchorElement;
    const terms = s.form.querySelector('.woocommerce-terms-and-conditions') as HTMLElement;
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveAttribute('aria-controls', terms.id);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(terms.style.display).toBe('');
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(link).toHaveClass('woocommerce-terms-and-conditions-link--open');
    fireEvent.click(link);
    expect(terms.style.display).toBe('none');
    expect(link).toHaveClass('woocommerce-terms-and-conditions-link--closed');
  });
});

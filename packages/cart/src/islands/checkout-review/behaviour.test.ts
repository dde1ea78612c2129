import { dispatchClassic, onClassic } from '@firsat/core/island';
import { deferred, json, type Reply, startBehaviour, text } from '@firsat/core/testing';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { browser } from '../../shared/cart-session';
import { closeCheckoutPage, openCheckoutPage, REVIEW_TABLE_WITH_COUPON } from '../../shared/testing';
import checkoutReviewBehaviour from './island';

beforeEach(() => {
  vi.spyOn(browser, 'reload').mockImplementation(() => {});
});

const stops: (() => void)[] = [];

function setup(reply: Reply) {
  const requests = openCheckoutPage(reply);
  const host = document.getElementById('order_review') as HTMLElement;
  const printed = document.body.innerHTML;
  const { stop } = startBehaviour(checkoutReviewBehaviour, host);
  stops.push(stop);
  const updated: number[] = [];
  const off = onClassic('updated_checkout', () => updated.push(1));
  return { host, requests, updated, off, printed, stop };
}

const success = (table = REVIEW_TABLE_WITH_COUPON) =>
  json({
    result: 'success',
    messages: '',
    reload: false,
    fragments: { '.woocommerce-checkout-review-order-table': table },
  });

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  closeCheckoutPage();
});

describe('order review', () => {
  test('update_checkout asks update_order_review and puts the answer’s fragments in place', async () => {
    const s = setup(() => success());
    await act(async () => dispatchClassic('update_checkout', []));
    await waitFor(() => expect(s.updated).toHaveLength(1));
    const [request] = s.requests;
    expect(request?.url.search).toBe('?wc-ajax=update_order_review');
    const fields = new URLSearchParams(request?.text);
    expect([...fields.keys()]).toEqual([
      'security',
      'payment_method',
      'country',
      'state',
      'postcode',
      'city',
      'address',
      'address_2',
      'has_full_address',
      'post_data',
      'shipping_method[0]',
    ]);
    expect(fields.get('security')).toBe('2cc25d909e');
    expect(fields.get('payment_method')).toBe('bacs');
    expect(fields.get('city')).toBe('İzmir');
    expect(fields.get('shipping_method[0]')).toBe('free_shipping:2');
    expect(new URLSearchParams(fields.get('post_data') ?? '').get('billing_first_name')).toBe('Ada');
    expect(s.host.querySelector('.cart-discount th')?.textContent).toBe('Coupon: save10');
    expect(s.host).not.toHaveClass('processing');
    s.off();
  });

  test('choosing another shipping method updates the checkout', async () => {
    const s = setup(() => success());
    const flat = s.host.querySelector('#shipping_method_0_flat_rate1') as HTMLInputElement;
    await act(async () => {
      flat.checked = true;
      fireEvent.change(flat);
    });
    await waitFor(() => expect(s.requests).toHaveLength(1));
    expect(new URLSearchParams(s.requests[0]?.text).get('shipping_method[0]')).toBe('flat_rate:1');
    s.off();
  });

  test('choosing a gateway shows its description only', () => {
    const s = setup(() => success());
    const cod = s.host.querySelector('#payment_method_cod') as HTMLInputElement;
    cod.checked = true;
    fireEvent.change(cod);
    expect((s.host.querySelector('.payment_box.payment_method_cod') as HTMLElement).style.display).toBe('');
    expect((s.host.querySelector('.payment_box.payment_method_bacs') as HTMLElement).style.display).toBe(
      'none',
    );
    s.off();
  });

  test('the review is blocked while updating; a newer update cancels the older one', async () => {
    const first = deferred<Response>();
    const s = setup((_, i) =>
      i === 0
        ? first.promise
        : success(
            '<table class="shop_table woocommerce-checkout-review-order-table"><tfoot><tr><td>ikinci</td></tr></tfoot></table>',
          ),
    );
    await act(async () => dispatchClassic('update_checkout', []));
    expect(s.host).toHaveClass('processing');
    expect(s.host).toHaveAttribute('aria-busy', 'true');
    await act(async () => dispatchClassic('update_checkout', []));
    await waitFor(() => expect(s.host.querySelector('tfoot td')?.textContent).toBe('ikinci'));
    first.resolve(
      success(
        '<table class="shop_table woocommerce-checkout-review-order-table"><tfoot><tr><td>eski</td></tr></tfoot></table>',
      ),
    );
    await act(async () => {});
    expect(s.host.querySelector('tfoot td')?.textContent).toBe('ikinci');
    expect(s.host).not.toHaveClass('processing');
    s.off();
  });

  test('reload: true reloads the page', async () => {
    const s = setup(() => json({ result: 'failure', messages: '', reload: true, fragments: {} }));
    await act(async () => dispatchClassic('update_checkout', []));
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    s.off();
  });

  test('an expired session replaces the form with the server’s error fragment', async () => {
    const s = setup(() =>
      json({
        fragments: {
          'form.woocommerce-checkout': '<div class="woocommerce-error">Oturumunuzun süresi doldu.</div>',
        },
      }),
    );
    await act(async () => dispatchClassic('update_checkout', []));
    await waitFor(() => expect(document.querySelector('form.woocommerce-checkout')).toBeNull());
    expect(document.querySelector('.woocommerce-error')?.textContent).toBe('Oturumunuzun süresi doldu.');
    s.off();
  });

  test('a failed request logs SPEC §8’s message with the status and unblocks', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup(() => text('', { status: 500 }));
    await act(async () => dispatchClassic('update_checkout', []));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(s.host).not.toHaveClass('processing');
    expect(s.updated).toHaveLength(0);
    s.off();
  });

  test('stopped after a gateway was chosen, the page is byte for byte as printed and update_checkout asks nothing', async () => {
    const s = setup(() => success());
    const cod = s.host.querySelector('#payment_method_cod') as HTMLInputElement;
    cod.checked = true;
    fireEvent.change(cod);
    expect(document.body.innerHTML).not.toBe(s.printed);
    s.stop();
    expect(document.body.innerHTML).toBe(s.printed);
    await act(async () => dispatchClassic('update_checkout', []));
    expect(s.requests).toHaveLength(0);
    s.off();
  });

  test('stopped while an update is in flight: cancelled, unblocked, nothing put in', async () => {
    const answer = deferred<Response>();
    const s = setup(() => answer.promise);
    await act(async () => dispatchClassic('update_checkout', []));
    expect(s.host).toHaveClass('processing');
    s.stop();
    await act(async () => answer.resolve(success()));
    expect(document.body.innerHTML).toBe(s.printed);
    expect(s.updated).toHaveLength(0);
    s.off();
  });
});

import { onClassic } from '@firsat/core/island';
import { type Reply, startBehaviour, text } from '@firsat/core/testing';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { closeCheckoutPage, openCheckoutPage } from '../../shared/testing';
import checkoutCouponBehaviour from './island';

beforeAll(() => checkoutCouponBehaviour.messages?.load());

const stops: (() => void)[] = [];

function setup(reply: Reply) {
  const requests = openCheckoutPage(reply);
  const form = document.querySelector('form.checkout_coupon') as HTMLFormElement;
  const printed = document.body.innerHTML;
  const { stop } = startBehaviour(checkoutCouponBehaviour, form);
  stops.push(stop);
  const events: string[] = [];
  const offs = [
    onClassic('applied_coupon_in_checkout', ([code]) => events.push(`applied_coupon_in_checkout:${code}`)),
    onClassic('update_checkout', () => events.push('update_checkout')),
  ];
  return {
    form,
    link: document.querySelector('a.showcoupon') as HTMLAnchorElement,
    input: form.querySelector('#coupon_code') as HTMLInputElement,
    requests,
    events,
    printed,
    stop,
    off: () => {
      for (const off of offs) off();
    },
  };
}

async function apply(s: ReturnType<typeof setup>, code: string) {
  fireEvent.click(s.link);
  fireEvent.change(s.input, { target: { value: code } });
  await act(async () => {
    fireEvent.submit(s.form);
  });
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  closeCheckoutPage();
});

describe('checkout coupon', () => {
  test('a.showcoupon toggles the form and focuses the code field', () => {
    const s = setup(() => text(''));
    expect(s.form.style.display).toBe('none');
    fireEvent.click(s.link);
    expect(s.form.style.display).toBe('');
    expect(s.link).toHaveAttribute('aria-expanded', 'true');
    expect(s.link).toHaveAttribute('aria-controls', 'woocommerce-checkout-form-coupon');
    expect(document.activeElement).toBe(s.input);
    s.off();
  });

  test("WooCommerce's aria-label that hides the visible words is dropped; the visible text names the button", () => {
    const s = setup(() => text(''));
    expect(s.link).not.toHaveAttribute('aria-label');
    expect(s.link).toHaveAccessibleName('Click here to enter your code');
    s.off();
  });

  test('apply_coupon with the checkout nonce: the notice before the form, the form closed, update_checkout sent', async () => {
    const notice = '<div class="woocommerce-message" role="alert">Kupon kodu başarıyla uygulandı.</div>';
    const s = setup(() => text(notice));
    await apply(s, ' INDIRIM10 ');
    await waitFor(() =>
      expect(s.events).toEqual(['applied_coupon_in_checkout:INDIRIM10', 'update_checkout']),
    );
    const [request] = s.requests;
    expect(request?.url.search).toBe('?wc-ajax=apply_coupon');
    expect([...new URLSearchParams(request?.text)]).toEqual([
      ['security', 'ae6c38000c'],
      ['coupon_code', 'INDIRIM10'],
    ]);
    expect(s.form.previousElementSibling?.outerHTML).toBe(notice);
    expect(s.form.style.display).toBe('none');
    expect(s.input.value).toBe('');
    expect(s.form).not.toHaveClass('processing');
    // The toggle's own info box stays.
    expect(document.querySelector('.woocommerce-form-coupon-toggle .woocommerce-info')).not.toBeNull();
    s.off();
  });

  test('an earlier notice is replaced by the new one', async () => {
    const s = setup((_, i) => text(`<ul class="woocommerce-error" role="alert"><li>Hata ${i}</li></ul>`));
    await apply(s, 'YOK');
    await apply(s, 'YOK');
    await waitFor(() => expect(s.requests).toHaveLength(2));
    await waitFor(() => expect(document.querySelectorAll('.woocommerce-error')).toHaveLength(1));
    expect(document.querySelector('.woocommerce-error')?.textContent).toBe('Hata 1');
    s.off();
  });

  test.each([
    {
      name: 'a server error',
      reply: () => text('', { status: 500 }),
      message: 'Kupon işlemi yapılamadı. Lütfen tekrar deneyin.',
    },
    {
      name: 'an expired nonce',
      reply: () => text('-1', { status: 403 }),
      message: 'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.',
    },
  ])(
    '$name: an error notice, the form stays open with the code, no update_checkout',
    async ({ reply, message }) => {
      const s = setup(reply as Reply);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      await apply(s, 'INDIRIM10');
      await waitFor(() => expect(document.querySelector('.woocommerce-error')?.textContent).toBe(message));
      expect(s.form.style.display).toBe('');
      expect(s.input.value).toBe('INDIRIM10');
      expect(s.events).toEqual([]);
      expect(log).toHaveBeenCalledWith('Error occured.please try again', expect.any(Number));
      s.off();
    },
  );

  test('stopped after the form was opened, the page is byte for byte as printed and the form posts natively', () => {
    const s = setup(() => text(''));
    fireEvent.click(s.link);
    expect(document.body.innerHTML).not.toBe(s.printed);
    s.stop();
    expect(document.body.innerHTML).toBe(s.printed);
    fireEvent.click(s.link);
    expect(document.body.innerHTML).toBe(s.printed);
    const submitted = new Event('submit', { cancelable: true });
    s.form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    expect(s.requests).toHaveLength(0);
    s.off();
  });
});

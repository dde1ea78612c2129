import { onClassic } from '@firsat/core/island';
import { type Reply, startBehaviour, text } from '@firsat/core/testing';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { closeCheckoutPage, openCheckoutPage } from '../../shared/testing';
import { couponBlockIsland } from './definition';
import { couponBlockHtml } from './fixtures';
import couponBlockBehaviour from './island';

beforeAll(() => couponBlockBehaviour.messages?.load());

const stops: (() => void)[] = [];

function setup(reply: Reply, pageType = 'checkout') {
  const requests = openCheckoutPage(reply);
  document.body.insertAdjacentHTML('afterbegin', couponBlockHtml(pageType));
  const host = document.querySelector(couponBlockIsland.selector) as HTMLElement;
  const printed = document.body.innerHTML;
  const { stop } = startBehaviour(couponBlockBehaviour, host);
  stops.push(stop);
  const events: string[] = [];
  const offs = [
    onClassic('applied_coupon_in_checkout', ([code]) => events.push(`applied_coupon_in_checkout:${code}`)),
    onClassic('update_checkout', () => events.push('update_checkout')),
  ];
  return {
    host,
    input: host.querySelector('.wopb-coupon-code') as HTMLInputElement,
    button: host.querySelector('.wopb-checkout-coupon-submit-btn') as HTMLButtonElement,
    wrapper: document.querySelector('.wopb-coupon-section .woocommerce-notices-wrapper') as HTMLElement,
    requests,
    events,
    printed,
    stop,
    off: () => {
      for (const off of offs) off();
    },
  };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  closeCheckoutPage();
});

describe('the product-blocks coupon block', () => {
  test('the button sends apply_coupon with the checkout nonce and the code; the notice goes in the section; update_checkout', async () => {
    const notice = '<div class="woocommerce-message" role="alert">Kupon kodu başarıyla uygulandı.</div>';
    const s = setup(() => text(notice));
    fireEvent.change(s.input, { target: { value: ' INDIRIM10 ' } });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      s.button.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() =>
      expect(s.events).toEqual(['applied_coupon_in_checkout:INDIRIM10', 'update_checkout']),
    );
    const [request] = s.requests;
    expect(request?.url.search).toBe('?wc-ajax=apply_coupon');
    expect([...new URLSearchParams(request?.text)]).toEqual([
      ['security', 'ae6c38000c'],
      ['coupon_code', 'INDIRIM10'],
    ]);
    expect(s.wrapper.innerHTML).toBe(notice);
    expect(s.input.value).toBe('');
    expect(s.host).not.toHaveClass('processing');
    s.off();
  });

  test("a code the server refuses stays in the field with the server's notice", async () => {
    const refusal = '<ul class="woocommerce-error" role="alert"><li>"yok" kuponu mevcut değil!</li></ul>';
    const s = setup(() => text(refusal));
    fireEvent.change(s.input, { target: { value: 'yok' } });
    await act(async () => {
      fireEvent.click(s.button);
    });
    await waitFor(() => expect(s.wrapper.innerHTML).toBe(refusal));
    expect(s.input.value).toBe('yok');
    s.off();
  });

  test('Enter in the field applies too', async () => {
    const s = setup(() => text('<div class="woocommerce-message" role="alert">Tamam</div>'));
    fireEvent.change(s.input, { target: { value: 'INDIRIM10' } });
    await act(async () => {
      fireEvent.keyDown(s.input, { key: 'Enter' });
    });
    await waitFor(() => expect(s.requests).toHaveLength(1));
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
    '$name: an error notice in the section, the code kept, no update_checkout, logged',
    async ({ reply, message }) => {
      const s = setup(reply as Reply);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      fireEvent.change(s.input, { target: { value: 'INDIRIM10' } });
      await act(async () => {
        fireEvent.click(s.button);
      });
      await waitFor(() => expect(s.wrapper.querySelector('.woocommerce-error')?.textContent).toBe(message));
      expect(s.input.value).toBe('INDIRIM10');
      expect(s.events).toEqual([]);
      expect(log).toHaveBeenCalledWith('Error occured.please try again', expect.any(Number));
      expect(s.host).not.toHaveClass('processing');
      s.off();
    },
  );

  test('a wopbPageType that is neither cart nor checkout names the island and the value', () => {
    expect(() =>
      couponBlockBehaviour.props.parse(
        (() => {
          document.body.innerHTML = couponBlockHtml('sepet');
          return document.querySelector(couponBlockIsland.selector) as HTMLElement;
        })(),
      ),
    ).toThrow(/coupon-block.*wopbPageType.*sepet/s);
  });

  test('stopped, the block is as printed and its button does nothing of ours', async () => {
    const s = setup(() => text(''));
    s.stop();
    expect(document.body.innerHTML).toBe(s.printed);
    fireEvent.click(s.button);
    expect(s.requests).toHaveLength(0);
    s.off();
  });
});

import { configure, onClassic } from '@firsat/core/island';
import { resetOverrides, startBehaviour, text } from '@firsat/core/testing';
import { act } from '@testing-library/react';
import {
  cartPageDocument,
  endpointOf,
  fieldsOf,
  installCartHttp,
  mountCartPage,
  settle,
  UPDATE_SHIPPING_METHOD_RESPONSE,
} from '../../shared/testing';
import { chosenShipping, printedShipping } from './client';
import cartTotalsBehaviour from './island';

const stops: (() => void)[] = [];

beforeAll(() => cartTotalsBehaviour.messages?.load());
beforeEach(() =>
  configure({ shop: { updateShippingMethodNonce: '5db4157115', removeCouponNonce: 'f4c3d92e7b' } }),
);
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  resetOverrides();
});

function start(totals: HTMLElement) {
  const { stop } = startBehaviour(cartTotalsBehaviour, totals);
  stops.push(stop);
  return stop;
}

async function mountTotals() {
  const page = mountCartPage();
  const stop = start(page.totals);
  await settle();
  return { ...page, stop };
}

const radio = (value: string) =>
  document.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;

function choose(value: string) {
  radio(value).checked = true;
  radio(value).dispatchEvent(new Event('change', { bubbles: true }));
}

describe('cart totals island', () => {
  test('reads the chosen method per package from data-index', () => {
    mountCartPage();
    expect(chosenShipping(document)).toEqual({ 0: 'flat_rate:1' });
  });

  test('the printed choice stays what the server printed when the shopper picks another', () => {
    mountCartPage();
    radio('free_shipping:2').checked = true;
    expect(printedShipping(document)).toEqual({ 0: 'flat_rate:1' });
    expect(chosenShipping(document)).toEqual({ 0: 'free_shipping:2' });
  });

  test('a method chosen before the totals were bound is sent as soon as they are', async () => {
    const requests = installCartHttp(() => text(UPDATE_SHIPPING_METHOD_RESPONSE));
    const { totals } = mountCartPage();
    radio('free_shipping:2').checked = true;
    await act(async () => {
      start(totals);
      await settle();
    });
    expect(fieldsOf(requests[0])).toEqual({
      security: '5db4157115',
      'shipping_method[0]': 'free_shipping:2',
    });
  });

  test('nothing is sent on binding when the choice is the printed one', async () => {
    const requests = installCartHttp(() => text(UPDATE_SHIPPING_METHOD_RESPONSE));
    await mountTotals();
    expect(requests).toHaveLength(0);
  });

  test('stopped after the calculator was opened, the totals are byte for byte as printed', async () => {
    installCartHttp(() => text(''));
    const printed = mountCartPage().totals.outerHTML;
    const { totals, stop } = await mountTotals();
    act(() => (totals.querySelector('.shipping-calculator-button') as HTMLElement).click());
    expect(totals.outerHTML).not.toBe(printed);
    stop();
    expect(totals.outerHTML).toBe(printed);
  });

  test('the failure texts in English', async () => {
    configure({ locale: 'en' });
    await cartTotalsBehaviour.messages?.load();
    installCartHttp(() => text('', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountTotals();
    await act(async () => {
      choose('free_shipping:2');
      await settle();
    });
    expect(document.querySelector('ul.woocommerce-error')?.textContent).toBe(
      'The shipping method could not be updated. Please try again.',
    );
  });

  test('a shipping change sends security + shipping_method[0] and puts the returned totals in', async () => {
    const requests = installCartHttp(() => text(UPDATE_SHIPPING_METHOD_RESPONSE));
    await mountTotals();
    const seen: string[] = [];
    for (const name of ['updated_shipping_method', 'updated_cart_totals'])
      onClassic(name, () => seen.push(name));
    await act(async () => {
      choose('free_shipping:2');
      await settle();
    });
    expect(endpointOf(requests[0])).toBe('update_shipping_method');
    expect(fieldsOf(requests[0])).toEqual({
      security: '5db4157115',
      'shipping_method[0]': 'free_shipping:2',
    });
    expect(document.querySelectorAll('div.cart_totals')).toHaveLength(1);
    expect(document.querySelector('tr.cart-discount.coupon-save10')).not.toBeNull();
    expect(seen).toEqual(['updated_shipping_method', 'updated_cart_totals']);
  });

  test.each([
    [
      'a server error',
      () => text('', { status: 500 }),
      'Gönderim yöntemi güncellenemedi. Lütfen tekrar deneyin.',
    ],
    [
      'an expired nonce',
      () => text('-1', { status: 403 }),
      'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.',
    ],
    [
      'an answer that is not the totals',
      () => text('0'),
      'Gönderim yöntemi güncellenemedi. Lütfen tekrar deneyin.',
    ],
  ])('%s restores the earlier choice, unblocked, with an error notice', async (_, reply, message) => {
    installCartHttp(reply);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { totals } = await mountTotals();
    await act(async () => {
      choose('free_shipping:2');
      await settle();
    });
    expect(radio('flat_rate:1').checked).toBe(true);
    expect(radio('free_shipping:2').checked).toBe(false);
    expect(totals).not.toHaveClass('processing');
    expect(totals.querySelector('.blockOverlay')).toBeNull();
    expect(document.querySelector('ul.woocommerce-error')?.textContent).toBe(message);
    expect(log).toHaveBeenCalledWith('Error occured.please try again', expect.any(Number));
  });

  test('the overlay (opacity 0.6) blocks the totals while the request is in flight', async () => {
    let answer: (r: Response) => void = () => {};
    installCartHttp(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { totals } = await mountTotals();
    await act(async () => {
      choose('free_shipping:2');
      await settle();
    });
    const overlay = totals.querySelector<HTMLElement>('.blockOverlay');
    expect(overlay?.style.opacity).toBe('0.6');
    expect(totals).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      answer(text(UPDATE_SHIPPING_METHOD_RESPONSE));
      await settle();
    });
    expect(document.querySelector('.blockOverlay')).toBeNull();
  });

  test('a coupon remove link sends remove_coupon (security, coupon), then refreshes the cart', async () => {
    const requests = installCartHttp((request) =>
      endpointOf(request) === 'remove_coupon'
        ? text('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>')
        : text(cartPageDocument()),
    );
    mountCartPage();
    document
      .querySelector('div.cart_totals')
      ?.replaceWith(
        Object.assign(document.createElement('div'), { innerHTML: UPDATE_SHIPPING_METHOD_RESPONSE })
          .firstElementChild as Element,
      );
    const totals = document.querySelector<HTMLElement>('div.cart_totals') as HTMLElement;
    start(totals);
    const seen: string[] = [];
    onClassic('removed_coupon', (...args: unknown[]) => seen.push(String(args.at(-1))));
    await act(async () => {
      totals.querySelector<HTMLAnchorElement>('a.woocommerce-remove-coupon')?.click();
      await settle(20);
    });
    expect(fieldsOf(requests[0])).toEqual({ security: 'f4c3d92e7b', coupon: 'save10' });
    expect(fieldsOf(requests[1]).update_cart).toBe('Update cart');
    expect(document.querySelector('.woocommerce-message')?.textContent).toBe('Coupon has been removed.');
    expect(seen).toHaveLength(1);
    expect(document.querySelector('tr.cart-discount')).toBeNull();
  });

  test('the shipping calculator link toggles its section with aria-expanded', async () => {
    installCartHttp(() => text(''));
    const { totals } = await mountTotals();
    const button = totals.querySelector<HTMLElement>('.shipping-calculator-button') as HTMLElement;
    const section = totals.querySelector<HTMLElement>('.shipping-calculator-form') as HTMLElement;
    act(() => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(section.style.display).toBe('');
    act(() => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(section.style.display).toBe('none');
  });
});

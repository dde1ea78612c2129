import {
  behaviourModule,
  COOKIE,
  configure,
  getCookie,
  IslandError,
  removeCookie,
  setCookie,
} from '@firsat/core/island';
import { resetConfig, resetOverrides, startBehaviour } from '@firsat/core/testing';
import { act } from '@testing-library/react';
import { bindCartReservation } from './behaviour';
import { reservationElement } from './fixtures';
import cartReservationBehaviour from './island';
import { messages } from './messages';
import { cartReservationProps } from './props';

const NOW = new Date(2026, 2, 10, 12, 0, 0).getTime();
const MIN = 60_000;

const time = (host: HTMLElement) => host.querySelector('.wopb-cart-time')?.textContent;
const assertive = () =>
  document.querySelector('[data-firsat-live-region] [aria-live="assertive"]')?.textContent ?? '';

const stops: (() => void)[] = [];

/** Starts the behaviour on a printed box, the navigation watched instead of followed. */
function mount(options: Parameters<typeof reservationElement>[0] = {}) {
  const host = reservationElement(options);
  const printed = host.outerHTML;
  const navigate = vi.fn();
  const module = behaviourModule({
    props: cartReservationProps,
    bind: (el, context) => bindCartReservation(el, context, navigate),
  });
  const { stop } = startBehaviour(module, host);
  stops.push(stop);
  return { host, navigate, printed, unmount: stop };
}

beforeAll(() => messages.load());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  resetConfig();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  removeCookie(COOKIE.cartReservedTimer);
  resetOverrides();
  document.body.replaceChildren();
});

describe('cart reservation props', () => {
  test('reads data-expire and data-hides', () => {
    expect(cartReservationProps.parse(reservationElement({ expire: '15', hides: 'clear' }))).toEqual({
      expire: 15,
      hides: 'clear',
    });
  });

  test('data-hides defaults to hide', () => {
    expect(cartReservationProps.parse(reservationElement({ hides: null })).hides).toBe('hide');
  });

  test.each([
    [{ expire: 'on' }, new IslandError('cart-reservation', 'data-expire', 'on', 'must be a number')],
    [{ expire: null }, new IslandError('cart-reservation', 'data-expire', null, 'is required')],
    [{ expire: '-1' }, new IslandError('cart-reservation', 'data-expire', '-1', 'must be at least 0')],
    [
      { hides: 'vanish' },
      new IslandError('cart-reservation', 'data-hides', 'vanish', 'must be one of hide, clear'),
    ],
  ])('a bad attribute %o names itself', (options, error) => {
    expect(() => cartReservationProps.parse(reservationElement(options))).toThrow(error);
  });
});

describe('cart reservation behaviour', () => {
  test('counts down from the cookie start, every second, as mm:ss', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW - 2 * MIN));
    const { host } = mount({ expire: '10' });
    expect(time(host)).toBe('08:00');
    expect(host).toHaveAttribute('data-state', 'running');
    expect(host.querySelector('.wopb-cart-reserved-timer')).toHaveAttribute('role', 'timer');
    act(() => vi.advanceTimersByTime(1010));
    expect(time(host)).toBe('07:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(time(host)).toBe('06:59');
    expect(host).toBeVisible();
  });

  test('hours show when there are some', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW));
    const { host } = mount({ expire: '90' });
    expect(time(host)).toBe('01:30:00');
  });

  test('a missing cookie starts the reservation now and is written', () => {
    const { host } = mount({ expire: '5' });
    expect(time(host)).toBe('05:00');
    expect(getCookie(COOKIE.cartReservedTimer)).toBe(String(NOW));
  });

  test('at zero with hide: cookie reset to 0, box hidden, announced, no navigation', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW - 10 * MIN + 3000));
    const { host, navigate } = mount({ expire: '10', hides: 'hide' });
    expect(time(host)).toBe('00:03');
    act(() => vi.advanceTimersByTime(3100));
    expect(time(host)).toBe('00:00');
    expect(host).toHaveAttribute('data-state', 'expired');
    expect(host.hidden).toBe(true);
    expect(host.style.display).toBe('none');
    expect(getCookie(COOKIE.cartReservedTimer)).toBe('0');
    act(() => vi.advanceTimersByTime(200));
    expect(assertive()).toBe('Sepetinizin ayrılma süresi doldu.');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('at zero with clear: goes to the page with ?wopb-cart-clear', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW - 10 * MIN + 2000));
    const { host, navigate } = mount({ expire: '10', hides: 'clear' });
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2100));
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0]?.[0] as string);
    expect(url.search).toBe('?wopb-cart-clear');
    expect(url.pathname).toBe(window.location.pathname);
    expect(host.hidden).toBe(true);
    expect(getCookie(COOKIE.cartReservedTimer)).toBe('0');
    act(() => vi.advanceTimersByTime(200));
    expect(assertive()).toBe('Sepetinizin ayrılma süresi doldu; sepetiniz boşaltılıyor.');
  });

  test('expired on load: cookie reset and box hidden, without clearing or announcing', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW - 30 * MIN));
    const { host, navigate } = mount({ expire: '10', hides: 'clear' });
    expect(host.hidden).toBe(true);
    expect(host).toHaveAttribute('data-state', 'expired');
    expect(getCookie(COOKIE.cartReservedTimer)).toBe('0');
    act(() => vi.advanceTimersByTime(2000));
    expect(navigate).not.toHaveBeenCalled();
    expect(assertive()).toBe('');
  });

  test('a reset cookie (0) hides the box and stays 0', () => {
    setCookie(COOKIE.cartReservedTimer, '0');
    const { host } = mount({ expire: '10' });
    expect(host.hidden).toBe(true);
    expect(getCookie(COOKIE.cartReservedTimer)).toBe('0');
  });

  test('the timer is named in the page locale (English)', async () => {
    configure({ locale: 'en' });
    await cartReservationBehaviour.messages?.load();
    setCookie(COOKIE.cartReservedTimer, String(NOW - MIN));
    const host = reservationElement({ expire: '10' });
    stops.push(startBehaviour(cartReservationBehaviour, host).stop);
    expect(host.querySelector('.wopb-cart-reserved-timer')).toHaveAttribute(
      'aria-label',
      'Time your cart is reserved for',
    );
    expect(time(host)).toBe('09:00');
  });

  test('stopped after ticking, the box is byte for byte as printed', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW - MIN));
    const { host, printed, unmount } = mount({ expire: '10' });
    act(() => vi.advanceTimersByTime(3010));
    expect(host.outerHTML).not.toBe(printed);
    unmount();
    expect(host.outerHTML).toBe(printed);
  });

  test('stopped after it expired and hid the box, the box is byte for byte as printed', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW - 10 * MIN + 1000));
    const { host, printed, unmount } = mount({ expire: '10' });
    act(() => vi.advanceTimersByTime(1100));
    expect(host.hidden).toBe(true);
    unmount();
    expect(host.outerHTML).toBe(printed);
  });

  test('unmounting gives the server text back and stops ticking', () => {
    setCookie(COOKIE.cartReservedTimer, String(NOW - MIN));
    const { host, unmount } = mount({ expire: '10', time: '09:00' });
    act(() => vi.advanceTimersByTime(5010));
    expect(time(host)).toBe('08:55');
    unmount();
    expect(time(host)).toBe('09:00');
    expect(host.querySelector('.wopb-cart-reserved-timer')).not.toHaveAttribute('role');
    expect(vi.getTimerCount()).toBe(0);
  });
});

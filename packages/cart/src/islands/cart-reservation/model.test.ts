import { CART_CLEAR_FLAG, cartClearUrl, formatReservation, startReservation } from './model';

const NOW = 1_750_000_000_000;
const MIN = 60_000;

describe('startReservation (cookie wopb_cart_reserved_timer + data-expire minutes)', () => {
  test.each([
    [
      'running: start 2 min ago, 10 min',
      String(NOW - 2 * MIN),
      10,
      { status: 'running', startMs: NOW - 2 * MIN, deadlineMs: NOW + 8 * MIN, writeCookie: false },
    ],
    [
      'missing cookie starts now and asks to write it',
      undefined,
      10,
      { status: 'running', startMs: NOW, deadlineMs: NOW + 10 * MIN, writeCookie: true },
    ],
    [
      'junk cookie starts now',
      'abc',
      5,
      { status: 'running', startMs: NOW, deadlineMs: NOW + 5 * MIN, writeCookie: true },
    ],
    [
      'negative cookie starts now',
      '-5',
      5,
      { status: 'running', startMs: NOW, deadlineMs: NOW + 5 * MIN, writeCookie: true },
    ],
    ['cookie 0 means reset', '0', 10, { status: 'reset', writeCookie: false }],
    [
      'expired on load',
      String(NOW - 11 * MIN),
      10,
      { status: 'expired', startMs: NOW - 11 * MIN, deadlineMs: NOW - MIN, writeCookie: false },
    ],
    [
      'ending exactly now is expired',
      String(NOW - 10 * MIN),
      10,
      { status: 'expired', startMs: NOW - 10 * MIN, deadlineMs: NOW, writeCookie: false },
    ],
    [
      'zero minutes is expired at once',
      String(NOW - 1),
      0,
      { status: 'expired', startMs: NOW - 1, deadlineMs: NOW - 1, writeCookie: false },
    ],
    [
      'fractional minutes count',
      String(NOW),
      0.5,
      { status: 'running', startMs: NOW, deadlineMs: NOW + 30_000, writeCookie: false },
    ],
  ] as const)('%s', (_name, cookie, minutes, expected) => {
    expect(startReservation(cookie, minutes, NOW)).toEqual(expected);
  });
});

describe('formatReservation ([hh:]mm:ss)', () => {
  test.each([
    [10 * MIN, '10:00'],
    [9 * MIN + 59_000, '09:59'],
    [65_000, '01:05'],
    [1_000, '00:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [60 * MIN, '01:00:00'],
    [2 * 60 * MIN + 3 * MIN + 4_000, '02:03:04'],
    [26 * 60 * MIN, '26:00:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatReservation(ms)).toBe(text);
  });
});

describe('cartClearUrl', () => {
  test.each([
    ['http://shop.test/sepet/', `http://shop.test/sepet/?${CART_CLEAR_FLAG}`],
    ['http://shop.test/sepet/#top', `http://shop.test/sepet/?${CART_CLEAR_FLAG}`],
    ['http://shop.test/sepet/?a=1', `http://shop.test/sepet/?a=1&${CART_CLEAR_FLAG}`],
    [`http://shop.test/sepet/?${CART_CLEAR_FLAG}`, `http://shop.test/sepet/?${CART_CLEAR_FLAG}`],
  ])('%s → %s', (href, url) => {
    expect(cartClearUrl(href)).toBe(url);
  });
});

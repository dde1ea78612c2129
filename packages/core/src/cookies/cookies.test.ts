import { getCookie, getJsonCookie, removeCookie, setCookie } from './cookies';
import { COOKIE, COOKIE_DAYS, storeNoticeCookie } from './names';

/** Records the raw strings written to document.cookie. */
function recordWrites(): string[] {
  const writes: string[] = [];
  const proto = Object.getPrototypeOf(document) as object;
  let holder: object | null = proto;
  while (holder && !Object.getOwnPropertyDescriptor(holder, 'cookie')) holder = Object.getPrototypeOf(holder);
  const descriptor = holder ? Object.getOwnPropertyDescriptor(holder, 'cookie') : undefined;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor?.get?.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    },
  });
  return writes;
}

afterEach(() => {
  // Drop the recording accessor (if any) and clear what tests wrote.
  delete (document as unknown as { cookie?: string }).cookie;
  for (const name of ['a', 'j', 'bad', COOKIE.colourMode, COOKIE.salesNotification]) removeCookie(name);
});

describe('cookie names (SPEC §3)', () => {
  it('are the classic ones', () => {
    expect(COOKIE).toMatchObject({
      salesNotification: 'sales_notification',
      cartReservedTimer: 'wopb_cart_reserved_timer',
      storeNotice: 'store_notice',
      colourMode: 'ultplocalDLMode',
      productFilters: 'productFilters',
      cartHash: 'woocommerce_cart_hash',
      itemsInCart: 'woocommerce_items_in_cart',
    });
    expect(COOKIE_DAYS).toEqual({ salesNotification: 1, colourMode: 60, productFilters: 0.25 });
  });

  it('name the store notice cookie with its optional notice id', () => {
    expect(storeNoticeCookie()).toBe('store_notice');
    expect(storeNoticeCookie('a1b2')).toBe('store_noticea1b2');
  });
});

describe('get, set, remove', () => {
  it('round-trips a value', () => {
    expect(getCookie('a')).toBeUndefined();
    setCookie('a', 'değer; with=odd chars');
    expect(getCookie('a')).toBe('değer; with=odd chars');
    removeCookie('a');
    expect(getCookie('a')).toBeUndefined();
  });

  it('writes path / by default and an expiry from days', () => {
    const writes = recordWrites();
    const before = Date.now();
    setCookie(COOKIE.colourMode, 'ultpdark', { days: COOKIE_DAYS.colourMode });
    const written = writes.at(-1) ?? '';
    expect(written).toMatch(/^ultplocalDLMode=ultpdark; path=\/; expires=/);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect(expires - before).toBeGreaterThan(59.9 * 86_400_000);
    expect(expires - before).toBeLessThan(60.1 * 86_400_000);
  });

  it('honours an explicit path and expiry date, and session cookies have none', () => {
    const writes = recordWrites();
    const when = new Date('2030-01-02T03:04:05Z');
    setCookie('a', '1', { path: '/shop', expires: when, sameSite: 'Lax' });
    expect(writes.at(-1)).toBe(`a=1; path=/shop; expires=${when.toUTCString()}; sameSite=Lax`);
    setCookie('a', '2');
    expect(writes.at(-1)).toBe('a=2; path=/');
    removeCookie('a', { path: '/shop' });
    expect(writes.at(-1)).toMatch(/^a=; path=\/shop; expires=/);
  });

  it('reads JSON, tolerating junk', () => {
    setCookie('j', JSON.stringify({ search: 'çay', price: { minPrice: 0, maxPrice: 100 } }));
    expect(getJsonCookie('j')).toEqual({ search: 'çay', price: { minPrice: 0, maxPrice: 100 } });
    setCookie('bad', '{nope');
    expect(getJsonCookie('bad')).toBeUndefined();
    expect(getJsonCookie('missing')).toBeUndefined();
  });
});

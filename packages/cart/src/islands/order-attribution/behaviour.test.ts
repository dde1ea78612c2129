import { getConfig, removeCookie } from '@firsat/core/island';
import { resetConfig, startBehaviour } from '@firsat/core/testing';
import { attributionValues, emptyValues, SBJS_COOKIES, sbjsPrefs } from './attribution';
import { ATTRIBUTION_GLOBAL, CHECKOUT_INPUTS_MARKUP } from './fixtures';
import orderAttributionBehaviour from './island';
import { forgetPageView, trackPageView } from './tracker';

type Global = typeof globalThis & { wc_order_attribution?: unknown };

/** Every cookie the page has, as name → value. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
  );
}

function clearCookies(): void {
  for (const name of Object.keys(cookies())) removeCookie(name);
}

/** Puts the page at `path` with `referrer`, as a visitor arriving there would. */
function visit(path: string, referrer = ''): void {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  forgetPageView();
}

function config(params: Partial<{ lifetime: number; allowTracking: boolean }> = {}) {
  (globalThis as Global).wc_order_attribution = {
    ...ATTRIBUTION_GLOBAL,
    params: { ...ATTRIBUTION_GLOBAL.params, ...params },
  };
  resetConfig();
  return getConfig().orderAttribution;
}

/** Runs `fn`, returning every cookie string it wrote (reads still see the cookies). */
function cookieWrites(fn: () => void): string[] {
  const writes: string[] = [];
  let proto = Object.getPrototypeOf(document);
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
  const getSpy = vi
    .spyOn(document, 'cookie', 'get')
    .mockImplementation(() => descriptor?.get?.call(document));
  const setSpy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  try {
    fn();
  } finally {
    setSpy.mockRestore();
    getSpy.mockRestore();
  }
  return writes;
}

beforeEach(() => {
  clearCookies();
  visit('/');
});
afterEach(() => {
  delete (globalThis as Global).wc_order_attribution;
  resetConfig();
  clearCookies();
});

describe('source of the visit (SPEC §4 Tracking)', () => {
  test.each([
    {
      name: 'campaign parameters → utm',
      path: '/?utm_source=bulten&utm_medium=email&utm_campaign=kasim&utm_content=ust&utm_term=kulaklik',
      referrer: 'https://www.google.com/',
      expect: {
        source_type: 'utm',
        utm_source: 'bulten',
        utm_medium: 'email',
        utm_campaign: 'kasim',
        utm_content: 'ust',
        utm_term: 'kulaklik',
        referrer: 'https://www.google.com/',
      },
    },
    {
      name: 'a search engine referrer → organic',
      path: '/urun/kablosuz-kulaklik/',
      referrer: 'https://www.google.com/search?q=kulaklik',
      expect: { source_type: 'organic', utm_source: 'google', utm_medium: 'organic' },
    },
    {
      name: 'another site → referral',
      path: '/',
      referrer: 'https://forum.example.org/konu/42',
      expect: { source_type: 'referral', utm_source: 'forum.example.org', utm_medium: 'referral' },
    },
    {
      name: 'no referrer → typein (direct)',
      path: '/',
      referrer: '',
      expect: { source_type: 'typein', utm_source: '(direct)', utm_medium: '(none)', referrer: '(none)' },
    },
  ])('$name', ({ path, referrer, expect: expected }) => {
    visit(path, referrer);
    const values = trackPageView(config());
    expect(values).toMatchObject(expected);
    expect(values.session_entry).toBe(`http://localhost:3000${path}`);
    expect(values.session_pages).toBe('1');
    expect(values.session_count).toBe('1');
    expect(values.user_agent).toBe(navigator.userAgent);
    expect(values.session_start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test('the session counts pages, once per page however many islands ask', () => {
    const cfg = config();
    visit('/?utm_source=bulten');
    trackPageView(cfg);
    expect(trackPageView(cfg).session_pages).toBe('1');
    visit('/sepet/');
    expect(trackPageView(cfg).session_pages).toBe('2');
    visit('/odeme/');
    const values = trackPageView(cfg);
    expect(values.session_pages).toBe('3');
    // An internal page keeps the campaign the visit came from.
    expect(values.source_type).toBe('utm');
    expect(values.utm_source).toBe('bulten');
  });
});

const EXTRA_FIELDS = [
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
] as const;
const NONE_EXTRAS = ['(none)', '(none)', '(none)', '(none)'];
const CAMPAIGN_K42 =
  '/?utm_source=bulten&utm_medium=email&utm_id=k42&utm_source_platform=meta&utm_creative_format=video&utm_marketing_tactic=remarketing';

/** The four extra fields of a page view, in SPEC order. */
function extras(values: Record<string, string>): string[] {
  return EXTRA_FIELDS.map((field) => values[field] ?? '');
}

/** A cookie's key=value pairs, as sourcebuster packs them. */
function touch(name: string): Record<string, string> {
  return Object.fromEntries(
    (cookies()[name] ?? '')
      .split('|||')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

describe('utm_id, utm_source_platform, utm_creative_format, utm_marketing_tactic (WooCommerce’s sourcebuster fork)', () => {
  test.each([
    {
      name: 'a campaign visit with all four fills all four',
      steps: [{ path: CAMPAIGN_K42, referrer: '' }],
      expected: ['k42', 'meta', 'video', 'remarketing'],
      first: { id: 'k42', plt: 'meta', fmt: 'video', tct: 'remarketing' },
    },
    {
      name: 'a later direct or internal visit within the session keeps them',
      steps: [
        { path: CAMPAIGN_K42, referrer: '' },
        { path: '/sepet/', referrer: 'http://localhost:3000/' },
        { path: '/odeme/', referrer: '' },
      ],
      expected: ['k42', 'meta', 'video', 'remarketing'],
      first: { id: 'k42', plt: 'meta', fmt: 'video', tct: 'remarketing' },
    },
    {
      name: 'a new campaign replaces them; the first touch keeps the first',
      steps: [
        { path: CAMPAIGN_K42, referrer: '' },
        { path: '/?utm_source=instagram&utm_id=k77&utm_creative_format=story', referrer: '' },
      ],
      expected: ['k77', '(none)', 'story', '(none)'],
      first: { id: 'k42', plt: 'meta', fmt: 'video', tct: 'remarketing' },
    },
    {
      name: 'a search engine after a campaign: organic, all (none)',
      steps: [
        { path: CAMPAIGN_K42, referrer: '' },
        { path: '/', referrer: 'https://www.google.com/search?q=kulaklik' },
      ],
      expected: NONE_EXTRAS,
      first: { id: 'k42', plt: 'meta', fmt: 'video', tct: 'remarketing' },
    },
    {
      name: 'a direct first visit: typein, all (none)',
      steps: [{ path: '/', referrer: '' }],
      expected: NONE_EXTRAS,
      first: { id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' },
    },
    {
      // sourcebuster 1.1.0 decides what a campaign is: utm_id alone is not one.
      name: 'only the extra parameters, no sourcebuster campaign: typein, all (none)',
      steps: [{ path: '/?utm_id=k42&utm_source_platform=meta', referrer: '' }],
      expected: NONE_EXTRAS,
      first: { id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' },
    },
    {
      name: 'encoded values are decoded as sourcebuster decodes its own',
      steps: [{ path: '/?utm_source=x&utm_id=kas%C4%B1m%2042&utm_source_platform=a+b', referrer: '' }],
      expected: ['kasım 42', 'a+b', '(none)', '(none)'],
      first: { id: 'kasım 42', plt: 'a+b', fmt: '(none)', tct: '(none)' },
    },
  ])('$name', ({ steps, expected, first }) => {
    const cfg = config();
    let values: Record<string, string> = {};
    for (const { path, referrer } of steps) {
      visit(path, referrer);
      values = trackPageView(cfg);
    }
    expect(extras(values)).toEqual(expected);
    // The cookie carries them for the next page, next to sourcebuster's keys, once each.
    const current = touch('sbjs_current');
    expect(EXTRA_FIELDS.map((_, i) => decodeURIComponent(Object.values(current).slice(-4)[i] ?? ''))).toEqual(
      expected,
    );
    expect(Object.keys(current)).toEqual([
      'typ',
      'src',
      'mdm',
      'cmp',
      'cnt',
      'trm',
      'id',
      'plt',
      'fmt',
      'tct',
    ]);
    const firstTouch = touch('sbjs_first');
    expect({
      id: decodeURIComponent(firstTouch.id ?? ''),
      plt: decodeURIComponent(firstTouch.plt ?? ''),
      fmt: decodeURIComponent(firstTouch.fmt ?? ''),
      tct: decodeURIComponent(firstTouch.tct ?? ''),
    }).toEqual(first);
    // The next page reads them back through sourcebuster itself.
    visit('/hesabim/', 'http://localhost:3000/odeme/');
    expect(extras(trackPageView(cfg))).toEqual(expected);
  });

  test('tracking disallowed: nothing written, the four empty', () => {
    let values: Record<string, string> = {};
    const writes = cookieWrites(() => {
      visit(CAMPAIGN_K42);
      values = trackPageView(config({ allowTracking: false }));
    });
    // Only removals (an expiry in the past), no value written.
    expect(writes.every((w) => /^sbjs_\w+=;/.test(w))).toBe(true);
    expect(Object.keys(cookies())).toEqual([]);
    expect(extras(values)).toEqual(['', '', '', '']);
  });
});

describe('cookies and settings (SPEC §9)', () => {
  test('sbjsPrefs: lifetime in months, 30-minute sessions, UTC, host-only cookies', () => {
    expect(sbjsPrefs(config(), '127.0.0.1')).toEqual({
      lifetime: 1.0e-5,
      session_length: 30,
      timezone_offset: '0',
      domain: { host: '127.0.0.1', isolate: true },
    });
  });

  test.each([
    { lifetime: 1.0e-5, expires: false },
    { lifetime: 6, expires: true },
  ])('lifetime $lifetime months: the source cookie expires: $expires', ({ lifetime, expires }) => {
    const writes = cookieWrites(() => trackPageView(config({ lifetime })));
    // sourcebuster's writes and the campaign keys' rewrite alike.
    const touches = writes.filter((w) => /^sbjs_(current|first)=/.test(w));
    expect(touches).toHaveLength(4);
    for (const touchWrite of touches) {
      expect(touchWrite.includes('expires=')).toBe(expires);
      expect(touchWrite.toLowerCase()).not.toContain('domain=');
      expect(touchWrite).toContain('path=/');
    }
    // The session cookie always lives 30 minutes.
    expect(writes.find((w) => w.startsWith('sbjs_session='))).toContain('expires=');
  });

  test('tracking is allowed by default', () => {
    resetConfig();
    expect(getConfig().orderAttribution.allowTracking).toBe(true);
  });

  test('when tracking is not allowed: no cookies, every value empty, earlier cookies removed', () => {
    visit('/?utm_source=bulten');
    trackPageView(config());
    expect(Object.keys(cookies()).some((n) => n.startsWith('sbjs_'))).toBe(true);
    visit('/?utm_source=bulten');
    const values = trackPageView(config({ allowTracking: false }));
    expect(Object.keys(cookies()).filter((n) => n.startsWith('sbjs_'))).toEqual([]);
    expect(Object.values(values).every((v) => v === '')).toBe(true);
    expect(Object.keys(values)).toHaveLength(16);
  });
});

describe('attributionValues', () => {
  test('follows the container.key paths and leaves unknown ones empty', () => {
    expect(
      attributionValues(
        { current: { typ: 'utm', src: 'x' } },
        { source_type: 'current.typ', utm_id: 'current.id', bad: 'nope' },
      ),
    ).toEqual({ source_type: 'utm', utm_id: '', bad: '' });
    expect(emptyValues({ a: 'x.y' })).toEqual({ a: '' });
    expect(SBJS_COOKIES).toContain('sbjs_session');
  });
});

describe('the order attribution behaviour on the checkout markup', () => {
  const stops: (() => void)[] = [];
  function mountInputs() {
    const host = document.createElement('div');
    host.innerHTML = CHECKOUT_INPUTS_MARKUP;
    document.body.append(host);
    const el = host.querySelector('wc-order-attribution-inputs') as HTMLElement;
    const printed = host.innerHTML;
    const { props, stop } = startBehaviour(orderAttributionBehaviour, el);
    stops.push(stop);
    return { host, el, props, printed, stop };
  }
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    document.body.innerHTML = '';
  });

  test('renders the 16 hidden inputs with the prefix, filled from the visit', () => {
    visit('/odeme/?utm_source=bulten&utm_medium=email', 'https://www.google.com/');
    config();
    const { el, props, host } = mountInputs();
    expect(props.target).toBe('inputs');
    const inputs = [...el.querySelectorAll('input[type="hidden"]')] as HTMLInputElement[];
    expect(inputs.map((i) => i.name)).toEqual([
      'wc_order_attribution_source_type',
      'wc_order_attribution_referrer',
      'wc_order_attribution_utm_campaign',
      'wc_order_attribution_utm_source',
      'wc_order_attribution_utm_medium',
      'wc_order_attribution_utm_content',
      'wc_order_attribution_utm_id',
      'wc_order_attribution_utm_term',
      'wc_order_attribution_utm_source_platform',
      'wc_order_attribution_utm_creative_format',
      'wc_order_attribution_utm_marketing_tactic',
      'wc_order_attribution_session_entry',
      'wc_order_attribution_session_start_time',
      'wc_order_attribution_session_pages',
      'wc_order_attribution_session_count',
      'wc_order_attribution_user_agent',
    ]);
    const form = new FormData(host.querySelector('form') as HTMLFormElement);
    expect(form.get('wc_order_attribution_source_type')).toBe('utm');
    expect(form.get('wc_order_attribution_utm_source')).toBe('bulten');
    expect(form.get('wc_order_attribution_referrer')).toBe('https://www.google.com/');
  });

  test('tracking disallowed: the inputs are there but empty', () => {
    visit('/odeme/?utm_source=bulten');
    config({ allowTracking: false });
    const { el } = mountInputs();
    const inputs = [...el.querySelectorAll('input')] as HTMLInputElement[];
    expect(inputs).toHaveLength(16);
    expect(inputs.every((i) => i.value === '')).toBe(true);
  });

  test('on the script WordPress prints the global in, it records the view and renders nothing', () => {
    visit('/?utm_source=bulten');
    config();
    const script = document.createElement('script');
    script.id = 'wc-order-attribution-js-extra';
    script.type = 'text/plain';
    document.body.append(script);
    const { props, stop } = startBehaviour(orderAttributionBehaviour, script);
    stops.push(stop);
    expect(props.target).toBe('page');
    expect(script.children).toHaveLength(0);
    expect(cookies().sbjs_current).toContain('src=bulten');
  });

  test('stopped, the form is as printed: the inputs go, nothing else changed', () => {
    visit('/odeme/?utm_source=bulten');
    config();
    const { host, el, printed, stop } = mountInputs();
    expect(el.children).toHaveLength(16);
    stop();
    expect(host.innerHTML).toBe(printed);
  });
});

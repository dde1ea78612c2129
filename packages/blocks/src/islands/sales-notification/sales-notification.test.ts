import { setHttpClient } from '@firsat/core/http';
import { COOKIE, configure, getCookie, removeCookie, setCookie } from '@firsat/core/island';
import {
  fakeFetch,
  json,
  resetConfig,
  type SeenRequest,
  startBehaviour,
  TEST_SETTINGS,
  text,
} from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { fetchSalesNotifications } from './client';
import { salesBodyClasses, salesEntryHtml, salesHostMarkup, salesReply } from './fixtures';
import salesNotificationBehaviour from './island';
import { SALES_FADE_MS } from './model';
import { salesNotificationProps } from './props';
import { PAUSE_CLASS } from './sales-notification';

const STAY = 7000;
const GAP = 14000;

/** A page with the addon on: its body classes, the `wopb_core` script, some content. */
function page(classes = salesBodyClasses()) {
  document.body.className = classes.join(' ');
  document.body.innerHTML = `<a href="/magaza/" id="before">Mağaza</a>${salesHostMarkup}`;
  return document.getElementById('wopb-script-js-extra') as HTMLElement;
}

function serve(reply: Parameters<typeof fakeFetch>[0]): SeenRequest[] {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

/** Records the raw strings written to document.cookie (still writing them). */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let holder: object | null = Object.getPrototypeOf(document) as object;
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

const stops: (() => void)[] = [];
function start(el = page(), overrides?: Parameters<typeof startBehaviour>[2]) {
  const { stop } = startBehaviour(salesNotificationBehaviour, el, overrides);
  stops.push(stop);
  return stop;
}

const popups = () => [...document.querySelectorAll<HTMLElement>('body > .wopb-notification')];
/** The one popup on the page. */
const popup = (): HTMLElement => {
  const [only, ...more] = popups();
  expect(more).toHaveLength(0);
  if (!only) throw new Error('no popup on the page');
  return only;
};
const productOf = (el: HTMLElement | undefined) =>
  el?.querySelector('.wopb-notification-product')?.textContent ?? null;
/** What the island's own channel of the page's live region says. */
const liveText = () => document.querySelector('[data-firsat-live-region] [role="log"]')?.textContent ?? '';
/** Moves the clock and lets the replies and insertions that follow run. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeAll(() => salesNotificationBehaviour.messages?.load());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  resetConfig();
  configure({ ...TEST_SETTINGS, productBlocks: { pageId: 2 } });
  setHttpClient(undefined);
  removeCookie(COOKIE.salesNotification);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setHttpClient(undefined);
  delete (document as unknown as { cookie?: string }).cookie;
  removeCookie(COOKIE.salesNotification);
  document.body.className = '';
  document.body.innerHTML = '';
});

describe('props', () => {
  test('timing from the wopb-gap-N / wopb-stay-N body classes, defaults 14 s and 7 s', () => {
    const el = page(salesBodyClasses(20, 5));
    resetConfig();
    configure({ ...TEST_SETTINGS, productBlocks: { pageId: 2 } });
    expect(salesNotificationProps.parse(el)).toEqual({
      enabled: true,
      stayMs: 5000,
      gapMs: 20000,
      pageId: 2,
    });
    page(['wopb-notification-body']);
    resetConfig();
    configure({ ...TEST_SETTINGS, productBlocks: { pageId: 2 } });
    expect(salesNotificationProps.parse(el)).toMatchObject({ stayMs: STAY, gapMs: GAP });
  });

  test('the addon is off without the wopb-notification-body class', () => {
    expect(salesNotificationProps.parse(page([])).enabled).toBe(false);
  });
});

describe('the request', () => {
  test('one POST sales/v1/notification with page_id, 2 s after load, and none before', async () => {
    const requests = serve(() => json(salesReply));
    start();
    await pass(1999);
    expect(requests).toHaveLength(0);
    expect(popups()).toHaveLength(0);
    await pass(1);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/wp-json/sales/v1/notification');
    expect(JSON.parse(request?.text ?? '')).toEqual({ page_id: 2 });
    await pass(STAY * 10);
    expect(requests).toHaveLength(1);
  });

  test('the client reads {html: [...]} and drops blank entries', async () => {
    serve(() => json({ html: ['<div class="wopb-notification">a</div>', '  '] }));
    await expect(fetchSalesNotifications(2, new AbortController().signal)).resolves.toEqual([
      '<div class="wopb-notification">a</div>',
    ]);
  });

  test('with the sales_notification cookie there is no request at all', async () => {
    setCookie(COOKIE.salesNotification, 'closed');
    const requests = serve(() => json(salesReply));
    start();
    await pass(60_000);
    expect(requests).toHaveLength(0);
    expect(popups()).toHaveLength(0);
  });

  test('without the addon body class there is no request', async () => {
    const requests = serve(() => json(salesReply));
    start(page([]));
    await pass(60_000);
    expect(requests).toHaveLength(0);
  });

  test('an empty list shows nothing and logs nothing', async () => {
    serve(() => json({ html: [] }));
    start();
    await pass(60_000);
    expect(popups()).toHaveLength(0);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('the cycle', () => {
  test('the first popup, as the plugin printed it, at the end of body; announced politely, focus left alone', async () => {
    serve(() => json(salesReply));
    const el = page();
    const before = document.getElementById('before') as HTMLElement;
    before.focus();
    start(el);
    await pass(2000);
    const shown = popup();
    expect(shown.parentElement).toBe(document.body);
    expect(el.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shown).toHaveClass('wopb-notification', 'wopb-animation-notification', 'active');
    expect(productOf(shown)).toBe('Pamuklu Basic Tişört');
    expect(shown).toHaveAttribute('role', 'complementary');
    expect(shown).toHaveAccessibleName('Son satışlar');
    expect(shown.querySelector('a')).toHaveAttribute('href', '/urun/pamuklu-basic-tisort/');
    // The thumbnail is decoration (the product's name is the text beside it).
    expect(shown.querySelector('.wopb-img-wrap img')).toHaveAttribute('alt', '');
    expect(document.activeElement).toBe(before);
    expect(liveText()).toBe('Zeynep satın aldı Pamuklu Basic Tişört 5 dakika önce');
    const log = document.querySelector('[data-firsat-live-region] [role="log"]');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveAccessibleName('Son satışlar');
    // The page's shared polite channel is left to the other islands.
    expect(document.querySelector('[data-firsat-live-region] [role="status"]')?.textContent).toBe('');
  });

  test('hidden after the stay (active removed, then gone), the next after stay + gap, wrapping', async () => {
    serve(() => json(salesReply));
    start();
    await pass(2000);
    await pass(STAY - 1);
    expect(popup()).toHaveClass('active');
    await pass(1);
    expect(popup()).not.toHaveClass('active');
    await pass(SALES_FADE_MS);
    expect(popups()).toHaveLength(0);
    await pass(GAP - SALES_FADE_MS - 1);
    expect(popups()).toHaveLength(0);
    await pass(1);
    expect(productOf(popup())).toBe('Kablosuz Kulaklık');
    expect(liveText()).toBe('Mehmet satın aldı Kablosuz Kulaklık 1 saat önce');
    await pass(STAY + GAP);
    expect(productOf(popup())).toBe('Çelik Termos');
    await pass(STAY + GAP);
    expect(productOf(popup())).toBe('Pamuklu Basic Tişört');
  });

  test('the body classes set the timing (wopb-stay-2, wopb-gap-3)', async () => {
    const el = page(salesBodyClasses(3, 2));
    resetConfig();
    configure({ ...TEST_SETTINGS, productBlocks: { pageId: 2 } });
    serve(() => json(salesReply));
    start(el);
    await pass(2000 + 1999);
    expect(popup()).toHaveClass('active');
    await pass(1 + SALES_FADE_MS);
    expect(popups()).toHaveLength(0);
    await pass(3000 - SALES_FADE_MS);
    expect(productOf(popup())).toBe('Kablosuz Kulaklık');
  });

  test('hover pauses it; leaving runs the rest of the stay', async () => {
    serve(() => json(salesReply));
    start();
    await pass(2000 + 5000);
    fireEvent.mouseEnter(popup());
    await pass(60_000);
    expect(popup()).toHaveClass('active');
    fireEvent.mouseLeave(popup());
    await pass(1999);
    expect(popup()).toHaveClass('active');
    await pass(1);
    expect(popup()).not.toHaveClass('active');
  });

  test('focus in it pauses it; focus leaving resumes', async () => {
    serve(() => json(salesReply));
    start();
    await pass(2000);
    const link = popup().querySelector('a') as HTMLElement;
    link.focus();
    await pass(60_000);
    expect(productOf(popup())).toBe('Pamuklu Basic Tişört');
    (document.getElementById('before') as HTMLElement).focus();
    await pass(STAY);
    expect(popup()).not.toHaveClass('active');
  });

  test('the pause control holds it until pressed again (WCAG 2.2.2)', async () => {
    serve(() => json(salesReply));
    start();
    await pass(2000);
    const button = popup().querySelector<HTMLButtonElement>(`button.${PAUSE_CLASS}`) as HTMLButtonElement;
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveTextContent('Duraklat');
    expect(button).toHaveAccessibleName('Satış bildirimlerini duraklat');
    fireEvent.click(button);
    expect(button).toHaveTextContent('Sürdür');
    expect(button).toHaveAccessibleName('Satış bildirimlerini sürdür');
    expect(popup()).toHaveAttribute('data-state', 'paused');
    fireEvent.mouseEnter(popup());
    fireEvent.mouseLeave(popup());
    await pass(120_000);
    expect(productOf(popup())).toBe('Pamuklu Basic Tişört');
    fireEvent.click(button);
    expect(button).toHaveTextContent('Duraklat');
    await pass(STAY + GAP);
    expect(productOf(popup())).toBe('Kablosuz Kulaklık');
  });

  test('prefers-reduced-motion: no slide animation class, gone at once', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query })),
    );
    serve(() => json(salesReply));
    start();
    await pass(2000);
    expect(popup()).not.toHaveClass('wopb-animation-notification');
    expect(popup()).toHaveClass('active');
    await pass(STAY);
    expect(popups()).toHaveLength(0);
  });

  test('the reply HTML is sanitised on its way in', async () => {
    serve(() =>
      json({
        html: [
          salesEntryHtml({ name: 'Ali', product: 'Kupa', url: '/urun/kupa/' }).replace(
            '<div class="wopb-col">',
            '<div class="wopb-col"><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
          ),
        ],
      }),
    );
    start();
    await pass(2000);
    expect(popup().querySelector('script')).toBeNull();
    expect(popup().querySelector('[onerror]')).toBeNull();
    expect(productOf(popup())).toBe('Kupa');
  });
});

describe('close', () => {
  test('stops it, sets sales_notification=closed for a day (path /), and nothing shows again', async () => {
    const requests = serve(() => json(salesReply));
    const writes = recordCookieWrites();
    start();
    await pass(2000);
    const closer = popup().querySelector('.wopb-notification-close') as HTMLElement;
    expect(closer).toHaveAttribute('role', 'button');
    expect(closer).toHaveAttribute('tabindex', '0');
    expect(closer).toHaveAccessibleName('Satış bildirimlerini kapat');
    fireEvent.click(closer);
    expect(popups()).toHaveLength(0);
    expect(getCookie(COOKIE.salesNotification)).toBe('closed');
    const written = writes.find((w) => w.startsWith('sales_notification=')) ?? '';
    expect(written).toMatch(/^sales_notification=closed; path=\/; expires=/);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(0.99 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(1.01 * 86_400_000);
    await pass((STAY + GAP) * 5);
    expect(popups()).toHaveLength(0);
    expect(requests).toHaveLength(1);
  });

  test('Enter on the close control closes it and focus goes back where it came from', async () => {
    serve(() => json(salesReply));
    start();
    await pass(2000);
    const before = document.getElementById('before') as HTMLElement;
    before.focus();
    const closer = popup().querySelector('.wopb-notification-close') as HTMLElement;
    fireEvent.focusIn(closer, { relatedTarget: before });
    closer.focus();
    fireEvent.keyDown(closer, { key: 'Enter' });
    expect(popups()).toHaveLength(0);
    expect(getCookie(COOKIE.salesNotification)).toBe('closed');
    expect(document.activeElement).toBe(before);
  });

  test('a cookie set elsewhere (another tab) stops the next popup', async () => {
    serve(() => json(salesReply));
    start();
    await pass(2000 + STAY);
    setCookie(COOKIE.salesNotification, 'closed');
    await pass(GAP + STAY * 3);
    expect(popups()).toHaveLength(0);
  });
});

describe('failure (SPEC §8: the console line, nothing shown, no retry)', () => {
  test.each([
    ['a server error', () => json({ code: 'internal_server_error', message: 'x' }, { status: 500 }), 500],
    ['a malformed reply', () => json({ html: 'nope' }), 0],
    ['a reply that is not JSON', () => text('<html>Fatal error</html>'), 200],
    [
      'being offline',
      () => {
        throw new TypeError('Failed to fetch');
      },
      0,
    ],
  ])('%s', async (_what, reply, status) => {
    const requests = serve(reply);
    start();
    await pass(2000);
    await pass(100);
    expect(console.error).toHaveBeenCalledWith('Error occured.please try again', status);
    expect(popups()).toHaveLength(0);
    await pass((STAY + GAP) * 5);
    expect(requests).toHaveLength(1);
    expect(popups()).toHaveLength(0);
  });
});

describe('unmount', () => {
  test('takes its popup away, stops the clock and leaves its element as printed', async () => {
    const el = page();
    const printed = el.outerHTML;
    serve(() => json(salesReply));
    const stop = start(el);
    await pass(2000);
    expect(popups()).toHaveLength(1);
    stop();
    expect(popups()).toHaveLength(0);
    expect(document.querySelector('[data-firsat-live-region] [role="log"]')).toBeNull();
    await pass((STAY + GAP) * 3);
    expect(popups()).toHaveLength(0);
    expect(el.outerHTML).toBe(printed);
  });

  test('before the request is due: no request', async () => {
    const requests = serve(() => json(salesReply));
    const stop = start();
    await pass(1000);
    stop();
    await pass(5000);
    expect(requests).toHaveLength(0);
  });
});

import { startBehaviour } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startPushBell } from './behaviour';
import { LOCAL_SDK_GLOBAL, type LocalPushSdk } from './client';
import pushBellBehaviour from './island';
import type { PushStatus } from './model';
import type { PushProvider } from './provider';

const PUSH_CONFIG = {
  provider: 'local',
  sdk: 'https://magaza.test/wp-content/themes/firsat-demo/firsat-push/sdk.js',
  rest: 'https://magaza.test/wp-json/firsat-push/v1/',
  nonce: 'abcdef0123',
  nonce_url: 'https://magaza.test/wp-admin/admin-ajax.php?action=rest-nonce',
};

const bell = () => document.querySelector<HTMLButtonElement>('.firsat-push-toggle');
const panel = () => document.querySelector<HTMLElement>('.firsat-push-panel') as HTMLElement;
const action = () => document.querySelector<HTMLButtonElement>('.firsat-push-action') as HTMLButtonElement;
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

/** A provider answering at once with the statuses given. */
function provider(statuses: Partial<Record<keyof PushProvider, PushStatus | Error>>): PushProvider & {
  calls: string[];
} {
  const calls: string[] = [];
  const answer = (name: keyof PushProvider) => async () => {
    calls.push(name);
    const value = statuses[name];
    if (value instanceof Error) throw value;
    return value as never;
  };
  return {
    calls,
    load: answer('load'),
    status: answer('status'),
    subscribe: answer('subscribe'),
    unsubscribe: answer('unsubscribe'),
  };
}

let controller: AbortController;
const stops: (() => void)[] = [];
beforeAll(() => pushBellBehaviour.messages?.load());
beforeEach(() => {
  document.body.innerHTML = '<main><a href="/">Ana sayfa</a></main>';
  controller = new AbortController();
});
afterEach(() => {
  controller.abort();
  for (const stop of stops.splice(0)) stop();
  delete (window as unknown as Record<string, unknown>).firsat_push;
  delete (window as unknown as Record<string, unknown>)[LOCAL_SDK_GLOBAL];
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

function start(fake: PushProvider) {
  const cleanups: (() => void)[] = [];
  startPushBell(document, fake, {
    signal: controller.signal,
    onCleanup: (undo) => cleanups.push(undo),
  });
  stops.push(() => {
    for (const undo of cleanups.reverse()) undo();
  });
}

describe('push bell', () => {
  test('a named bell at the end of the page; its panel hidden; nothing loaded before the press', () => {
    const fake = provider({ status: 'unsubscribed' });
    start(fake);
    const button = bell();
    expect(button).toHaveAccessibleName('Anlık bildirimler');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', panel().id);
    expect(panel().hidden).toBe(true);
    expect(panel()).toHaveAttribute('role', 'group');
    expect(document.getElementById(panel().getAttribute('aria-labelledby') ?? '')).toHaveTextContent(
      'Anlık bildirimler',
    );
    expect(document.body.lastElementChild).toHaveClass('firsat-push-bell');
    expect(fake.calls).toEqual([]);
  });

  test('press: loads, shows and announces the status; subscribe, then unsubscribe, each announced', async () => {
    const user = userEvent.setup();
    const fake = provider({ status: 'unsubscribed', subscribe: 'subscribed', unsubscribe: 'unsubscribed' });
    start(fake);
    await user.click(bell() as HTMLElement);
    expect(panel().hidden).toBe(false);
    await waitFor(() => expect(action()).toHaveTextContent('Abone ol'));
    expect(panel()).toHaveTextContent('Bildirimlere abone değilsiniz.');
    expect(document.querySelector('.firsat-push-bell')).toHaveAttribute('data-push-state', 'unsubscribed');
    await waitFor(() => expect(announced()).toContain('Bildirimlere abone değilsiniz.'));
    await user.click(action());
    await waitFor(() => expect(action()).toHaveTextContent('Aboneliği iptal et'));
    expect(panel()).toHaveTextContent('Bildirimlere abone oldunuz.');
    expect(announced()).toContain('Bildirimlere abone oldunuz.');
    expect(document.activeElement).toBe(action());
    await user.click(action());
    await waitFor(() => expect(announced()).toContain('Bildirim aboneliğiniz iptal edildi.'));
    expect(fake.calls).toEqual(['load', 'status', 'subscribe', 'unsubscribe']);
  });

  test.each<[PushStatus, string]>([
    ['denied', 'Bildirim izni verilmedi. İzni tarayıcınızın site ayarlarından açabilirsiniz.'],
    ['unsupported', 'Bu tarayıcı anlık bildirimleri desteklemiyor.'],
  ])('%s: said and announced, no action', async (status, text) => {
    const user = userEvent.setup();
    start(provider({ status }));
    await user.click(bell() as HTMLElement);
    await waitFor(() => expect(panel()).toHaveTextContent(text));
    await waitFor(() => expect(announced()).toContain(text));
    expect(action().hidden).toBe(true);
    expect(document.querySelector('.firsat-push-bell')).toHaveAttribute('data-push-state', status);
  });

  test("a failure logs SPEC §8's line with the status and offers to try again", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { HttpError } = await import('@firsat/core/http');
    const fake = provider({
      load: new HttpError('push_sdk', 'no sdk', { status: 404 }),
      status: 'subscribed',
    });
    start(fake);
    await user.click(bell() as HTMLElement);
    await waitFor(() => expect(action()).toHaveTextContent('Tekrar dene'));
    expect(errors).toHaveBeenCalledWith('Error occured.please try again', 404);
    expect(panel()).toHaveTextContent('Bildirim servisine ulaşılamadı. Lütfen tekrar deneyin.');
    expect(panel()).not.toHaveAttribute('aria-busy');
    errors.mockRestore();
  });

  test('keyboard: Enter opens, Escape closes with focus on the bell', async () => {
    const user = userEvent.setup();
    start(provider({ status: 'unsubscribed' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await user.keyboard('{Enter}');
    expect(panel().hidden).toBe(false);
    await waitFor(() => expect(action()).not.toHaveProperty('hidden', true));
    await user.tab();
    expect(document.activeElement).toBe(action());
    await user.keyboard('{Escape}');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(bell());
  });

  test('the island: no global, no bell (a console note); with the global, the local SDK is injected on the press only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const none = startBehaviour(pushBellBehaviour, document.body);
    expect(bell()).toBe(null);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.firsat_push'));
    none.stop();
    warn.mockRestore();

    (window as unknown as Record<string, unknown>).firsat_push = PUSH_CONFIG;
    const sdk: LocalPushSdk = {
      init: vi.fn(),
      status: vi.fn(async () => 'subscribed' as const),
      subscribe: vi.fn(),
      unsubscribe: vi.fn(),
    };
    // the test's DOM would try to download the script: it is held here and its load dispatched
    const appended = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    const { stop } = startBehaviour(pushBellBehaviour, document.body);
    stops.push(stop);
    expect(appended).not.toHaveBeenCalled();
    (bell() as HTMLElement).click();
    // the panel's code first, then the SDK's script
    await waitFor(() => expect(appended).toHaveBeenCalledTimes(1));
    const script = appended.mock.calls[0]?.[0] as HTMLScriptElement;
    appended.mockRestore();
    expect(script.src).toBe(PUSH_CONFIG.sdk);
    (window as unknown as Record<string, unknown>)[LOCAL_SDK_GLOBAL] = sdk;
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(action()).toHaveTextContent('Aboneliği iptal et'));
    expect(sdk.init).toHaveBeenCalledWith({
      rest: PUSH_CONFIG.rest,
      nonce: PUSH_CONFIG.nonce,
      nonceUrl: PUSH_CONFIG.nonce_url,
    });
    stops.pop()?.();
    expect(bell()).toBe(null);
  });
});

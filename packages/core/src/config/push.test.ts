import { readPushConfig } from './push';

const printed = {
  provider: 'local',
  sdk: 'https://magaza.test/wp-content/themes/firsat-demo/firsat-push/sdk.js',
  rest: 'https://magaza.test/wp-json/firsat-push/v1/',
  nonce: 'abcdef0123',
  nonce_url: 'https://magaza.test/wp-admin/admin-ajax.php?action=rest-nonce',
};
const setGlobal = (value: unknown) => {
  (globalThis as Record<string, unknown>).firsat_push = value;
};

describe('readPushConfig (window.firsat_push)', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).firsat_push;
    vi.restoreAllMocks();
  });

  test('the printed global, renamed', () => {
    setGlobal(printed);
    expect(readPushConfig()).toEqual({
      provider: 'local',
      sdkUrl: printed.sdk,
      restUrl: printed.rest,
      nonce: printed.nonce,
      nonceUrl: printed.nonce_url,
    });
    setGlobal({ ...printed, nonce_url: undefined });
    expect(readPushConfig()?.nonceUrl).toBe(undefined);
  });

  test.each<[string, unknown, string]>([
    ['missing', undefined, 'no window.firsat_push'],
    ['not an object', 'local', 'no window.firsat_push'],
    ['an unknown provider', { ...printed, provider: 'onesignal' }, 'firsat_push.provider'],
    ['a javascript: SDK', { ...printed, sdk: 'javascript:alert(1)' }, 'firsat_push.sdk'],
    ['a relative REST base', { ...printed, rest: '/wp-json/' }, 'firsat_push.rest'],
    ['an empty nonce', { ...printed, nonce: '' }, 'firsat_push.nonce'],
  ])('%s: null and one console note, no exception', (_, value, note) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setGlobal(value);
    expect(readPushConfig()).toBe(null);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(note);
  });
});

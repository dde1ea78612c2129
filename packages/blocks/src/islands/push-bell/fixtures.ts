import type { LocalPushSdk } from './client';
import type { PushStatus } from './model';

/** `window.firsat_push` as the demo store prints it (the local provider), on a story's origin. */
export const pushGlobalFixture = {
  provider: 'local',
  sdk: 'http://localhost/wp-content/themes/firsat-demo/firsat-push/sdk.js',
  rest: 'http://localhost/wp-json/firsat-push/v1/',
  nonce: 'storyrest01',
  nonce_url: 'http://localhost/wp-admin/admin-ajax.php?action=rest-nonce',
};

/** The element the bell's page island is started by: the script the global is printed in. */
export const pushGlobalMarkup = '<script id="firsat-push-js-extra"></script>';

/**
 * How a stand-in local SDK answers (stories, tests): what this browser's status is, what a
 * subscribe gives (the permission prompt's answer), or `failing`: every request rejects with a 500.
 */
export type FakePushMode = PushStatus | 'grants' | 'denies-at-prompt' | 'failing';

/** A stand-in for the local provider's SDK (`window.FirsatPushSDK`), answering after `delayMs`. */
export function fakePushSdk(mode: FakePushMode, delayMs = 0): LocalPushSdk {
  let subscribed = mode === 'subscribed';
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }, delayMs),
    );
  const failing = () => {
    throw Object.assign(new Error('firsat-push: answered 500'), { status: 500 });
  };
  return {
    init: () => {},
    status: () =>
      later((): PushStatus => {
        if (mode === 'failing') return failing();
        if (mode === 'denied' || mode === 'unsupported') return mode;
        return subscribed ? 'subscribed' : 'unsubscribed';
      }),
    subscribe: () =>
      later((): PushStatus => {
        if (mode === 'denies-at-prompt') return 'denied';
        subscribed = true;
        return 'subscribed';
      }),
    unsubscribe: () =>
      later((): PushStatus => {
        subscribed = false;
        return 'unsubscribed';
      }),
  };
}

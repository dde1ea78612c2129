import { HttpError } from '@firsat/core/http';
import type { PushConfig } from '@firsat/core/island';
import type { PushStatus } from './model';
import type { PushProvider } from './provider';

/** The global the local provider's SDK defines (examples/public/firsat-push/sdk.js). */
export const LOCAL_SDK_GLOBAL = 'FirsatPushSDK';

/** What the local provider's SDK offers once loaded. */
export interface LocalPushSdk {
  init(options: { rest: string; nonce: string; nonceUrl?: string }): void;
  status(): Promise<PushStatus>;
  subscribe(): Promise<PushStatus>;
  unsubscribe(): Promise<PushStatus>;
}

/**
 * Adds `<script src>` to the head, as a CDN SDK's snippet does, and resolves once it has run.
 * The same address twice is one script.
 */
export function injectScript(src: string, doc: Document = document): Promise<void> {
  const present = [...doc.scripts].find(
    (script) => script.src === src && script.dataset.firsatLoaded === '1',
  );
  if (present) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      script.dataset.firsatLoaded = '1';
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new HttpError('push_sdk', `the push SDK did not load: ${src}`, { status: 0 }));
    });
    doc.head.append(script);
  });
}

/** The SDK's failures as core's HTTP errors (their status logged by SPEC §8's line). */
const asHttpError = (error: unknown): never => {
  const status = (error as { status?: unknown } | null)?.status;
  throw new HttpError('push_request', error instanceof Error ? error.message : String(error), {
    status: typeof status === 'number' ? status : 0,
    cause: error,
  });
};

/**
 * The local provider: the demo store's own push service. `load()` injects its SDK (the address
 * the page's `firsat_push.sdk` names; not when `window.FirsatPushSDK` is there already) and gives it the REST base and the nonce; the SDK uses the
 * browser's Notification permission and stores the subscription through
 * `firsat-push/v1/subscriptions` (sdk.js says how).
 */
export function localPushProvider(
  config: PushConfig,
  win: Window & typeof globalThis = window,
): PushProvider {
  let sdk: LocalPushSdk | undefined;
  const ready = (): LocalPushSdk => {
    if (!sdk) throw new HttpError('push_sdk', 'the push SDK is not loaded', { status: 0 });
    return sdk;
  };
  return {
    async load() {
      const sdkOf = () => (win as unknown as Record<string, LocalPushSdk | undefined>)[LOCAL_SDK_GLOBAL];
      // A page that has the SDK already (another script loaded it) is not given it twice.
      if (!sdkOf()) await injectScript(config.sdkUrl, win.document);
      const found = sdkOf();
      if (!found || typeof found.init !== 'function')
        throw new HttpError('push_sdk', `the push SDK defines no window.${LOCAL_SDK_GLOBAL}`, { status: 0 });
      found.init({ rest: config.restUrl, nonce: config.nonce, nonceUrl: config.nonceUrl });
      sdk = found;
    },
    status: () => ready().status().catch(asHttpError),
    subscribe: () => ready().subscribe().catch(asHttpError),
    unsubscribe: () => ready().unsubscribe().catch(asHttpError),
  };
}

/** The adapter for the page's provider. */
export function providerFor(config: PushConfig): PushProvider {
  switch (config.provider) {
    case 'local':
      return localPushProvider(config);
  }
}

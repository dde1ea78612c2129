import * as v from 'valibot';
import { readGlobal } from './loose';

/** The page global the server prints for the push bell (`<script id="firsat-push-js-extra">`). */
export const PUSH_GLOBAL = 'firsat_push';

/** The push providers the bell has an adapter for. */
export const PUSH_PROVIDERS = ['local'] as const;
export type PushProviderName = (typeof PUSH_PROVIDERS)[number];

const webUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => /^https?:\/\//i.test(value), 'not an http(s) address'),
);

const schema = v.object({
  provider: v.picklist(PUSH_PROVIDERS),
  sdk: webUrl,
  rest: webUrl,
  nonce: v.pipe(v.string(), v.minLength(1)),
  nonce_url: v.optional(webUrl),
});

/** The push bell's configuration: which provider, where its SDK is, what it talks to. */
export interface PushConfig {
  provider: PushProviderName;
  /** The provider's SDK script, injected on the visitor's first press (as a CDN SDK would be). */
  sdkUrl: string;
  /** The provider's REST base (the local provider's: `/wp-json/firsat-push/v1/`). */
  restUrl: string;
  /** The `wp_rest` nonce the SDK sends as `X-WP-Nonce`. */
  nonce: string;
  /** Where a fresh nonce comes from when the printed one has expired. */
  nonceUrl: string | undefined;
}

/**
 * `window.firsat_push`, checked with valibot. A page without it has no bell; one with a global the
 * schema refuses (an unknown provider, an address that is not http(s), no nonce) has none either:
 * both give one console note and `null`, never an exception.
 */
export function readPushConfig(): PushConfig | null {
  const printed = readGlobal(PUSH_GLOBAL);
  if (!printed) {
    console.warn(`[firsat] push bell: no window.${PUSH_GLOBAL} on this page, so no bell.`);
    return null;
  }
  const result = v.safeParse(schema, printed);
  if (!result.success) {
    const issue = result.issues[0];
    const where = v.getDotPath(issue) ?? '(the object)';
    console.warn(
      `[firsat] push bell: window.${PUSH_GLOBAL}.${where} is not usable (${issue.message}), so no bell.`,
    );
    return null;
  }
  const { provider, sdk, rest, nonce, nonce_url } = result.output;
  return { provider, sdkUrl: sdk, restUrl: rest, nonce, nonceUrl: nonce_url };
}

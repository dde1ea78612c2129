import type { ConfigInput } from '../configure/index';
import { child, readGlobal, str } from './loose';

/**
 * What WordPress core prints: `wpApiSettings` ({root, nonce}) and, where `wp-api-fetch` is on
 * the page, the nonce its middleware holds and its `nonceEndpoint`. `wpApiSettings` wins.
 */
export function readWordPress(): ConfigInput {
  const settings = readGlobal('wpApiSettings');
  const apiFetch = child(readGlobal('wp'), 'apiFetch');
  const middleware = apiFetch?.nonceMiddleware;
  // createNonceMiddleware() returns a function that carries the current nonce as `.nonce`.
  const middlewareNonce =
    typeof middleware === 'function'
      ? str({ nonce: (middleware as { nonce?: unknown }).nonce }, 'nonce')
      : undefined;
  return {
    restRoot: str(settings, 'root'),
    restNonce: str(settings, 'nonce') ?? middlewareNonce,
    nonceEndpoint: str(apiFetch, 'nonceEndpoint'),
  };
}

/** The parts of WordPress's globals that hold the REST nonce. */
interface WordPressGlobals {
  wp?: { apiFetch?: { nonceMiddleware?: ((...args: unknown[]) => unknown) & { nonce?: string } } };
  wpApiSettings?: { nonce?: string };
}

/**
 * Hands a fresh REST nonce to WordPress's own scripts on the page: `wp.apiFetch`'s nonce
 * middleware (its `nonce` property is what it sends, as api-fetch's own refresh sets it) and
 * `wpApiSettings.nonce`. Only globals the page already has are touched.
 */
export function syncWordPressNonce(nonce: string, scope: object = globalThis): void {
  const g = scope as WordPressGlobals;
  const middleware = g.wp?.apiFetch?.nonceMiddleware;
  if (middleware && typeof middleware === 'function') middleware.nonce = nonce;
  if (g.wpApiSettings && typeof g.wpApiSettings === 'object') g.wpApiSettings.nonce = nonce;
}

import { createHttpClient, setHttpClient } from '@firsat/core/http';
import { removeCookie, setCookie } from '@firsat/core/island';
import { fakeFetch, type Reply, type SeenRequest, TEST_SETTINGS } from '@firsat/core/testing';

/** Tests only: the page's HTTP client answers through `reply`; returns the requests it saw. */
export function installCartHttp(reply: Reply): SeenRequest[] {
  const fake = fakeFetch(reply);
  setHttpClient(createHttpClient({ settings: () => TEST_SETTINGS, fetch: fake.fetch }));
  return fake.requests;
}

/** The form fields of a request, as the server reads them. */
export function fieldsOf(request: SeenRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request?.text ?? ''));
}

/** The wc-ajax endpoint (or admin-ajax action) a request went to. */
export function endpointOf(request: SeenRequest | undefined): string | null {
  if (!request) return null;
  return request.url.searchParams.get('wc-ajax') ?? fieldsOf(request).action ?? null;
}

/** Sets (or with `null`, deletes) a cookie the way WooCommerce's would be seen by scripts. */
export function setTestCookie(name: string, value: string | null): void {
  if (value === null) removeCookie(name);
  else setCookie(name, value);
}

/** Lets queued promises and the fake fetch settle. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

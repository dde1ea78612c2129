import type { TestClient } from './test-client';

/** POSTs form fields to `/?wc-ajax=<name>` as the visitor of `client`. */
export function postWcAjax(
  client: TestClient,
  name: string,
  fields: Record<string, string>,
): Promise<Response> {
  return client.fetch(`/?wc-ajax=${name}`, { method: 'POST', body: new URLSearchParams(fields) });
}

/** The Set-Cookie lines of a response, by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) cookies.set(line.slice(0, line.indexOf('=')), line);
  return cookies;
}

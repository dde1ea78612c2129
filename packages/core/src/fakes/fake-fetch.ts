/**
 * Tests only: a fake `fetch` that records each request as the server would see it (body read at
 * send time, multipart parsed) and answers through `reply`. It honours the request's signal the
 * way a real fetch does.
 */
export interface SeenRequest {
  url: URL;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  /** The body as text (url-encoded or JSON); empty for multipart and bodiless requests. */
  text: string;
  /** The parsed multipart body, when there was one. */
  form: FormData | undefined;
}

/** Answers one request; may throw (network failure) or never settle (timeout). */
export type Reply = (request: SeenRequest, index: number) => Response | Promise<Response>;

/** A fake fetch and the requests it saw, in order. */
export function fakeFetch(reply: Reply): { fetch: typeof fetch; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { signal } = request;
    if (signal.aborted) throw signal.reason;
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
    const form = multipart ? await request.formData() : undefined;
    const seen: SeenRequest = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      credentials: request.credentials,
      text: multipart ? '' : await request.text(),
      form,
    };
    const index = requests.push(seen) - 1;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve()
        .then(() => reply(seen, index))
        .then(resolve, reject);
    });
  };
  return { fetch: fake as typeof fetch, requests };
}

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...init.headers },
  });
}

/** A text/HTML response. */
export function text(body: string, init: ResponseInit = {}): Response {
  return new Response(body, {
    ...init,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', ...init.headers },
  });
}

/** A promise with its resolve and reject exposed. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Settings as the classic globals print them, for tests. */
export const TEST_SETTINGS = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  restNonce: 'nonce-1',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
};

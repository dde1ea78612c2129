import type { FirsatConfig } from '../configure/index';
import type { FormPayload, RequestData } from './form-encode';
import type { SerialQueue } from './serial-queue';

/** The part of the page config the client reads, on every call (so `configure()` is followed). */
export type HttpSettings = Pick<
  FirsatConfig,
  'ajaxUrl' | 'wcAjaxUrl' | 'restRoot' | 'restNonce' | 'nonceEndpoint'
>;

/** How a response body is read: parsed as JSON (default) or returned as the raw text. */
export type ResponseType = 'json' | 'text';

/** Options every call takes. */
export interface CallOptions {
  /** Cancels the call; it then rejects with an `HttpError` whose code is `aborted`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call; `false` for none (large uploads). */
  timeoutMs?: number | false;
  /**
   * `json` (default) parses the body: `false`, `0` and `-1` come back as those values; a body
   * that is not JSON is an `invalid_json` error. `text` returns the body as it came (HTML
   * notices, admin-ajax's `0`/`-1`).
   */
  responseType?: ResponseType;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** Options of the shop-ajax, admin-ajax and plain GET calls. */
export interface AjaxOptions extends CallOptions {
  /** Fields added to the query string (e.g. the `type` of `wpuf_upload_file`). */
  query?: FormPayload;
}

/** An HTTP method a REST call may name; PUT, PATCH and DELETE travel as POST with an override header. */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options of a REST call. */
export interface RestOptions extends CallOptions {
  /** Default: POST when `json` or `body` is given, else GET. */
  method?: RestMethod;
  /** Query fields (PHP brackets for nesting). `per_page: -1` on a GET fetches every page. */
  query?: FormPayload;
  /** A JSON body. */
  json?: unknown;
  /** A raw body instead of JSON, e.g. the multipart of a media upload. */
  body?: FormData | Blob;
}

/** What `createHttpClient` takes. */
export interface HttpClientOptions {
  /** Read on every call; the default client passes `getConfig`. */
  settings: () => HttpSettings;
  /** The fetch to use; default: the global fetch at call time. */
  fetch?: typeof fetch;
  /** Per-request timeout in ms (timeouts count as `fetch_error`); default 30000, `false` for none. */
  timeoutMs?: number | false;
  /** Fetch credentials mode; default `include`, as WordPress's own REST client (SPEC §7: sends credentials). */
  credentials?: RequestCredentials;
  /** A REST nonce older than this (ms since the page loaded or its last refresh) is refreshed before use; default 10 h. */
  nonceMaxAgeMs?: number;
  /** The clock for the nonce age (tests); default `Date.now`. */
  now?: () => number;
}

/** The one HTTP client of firsat. Every method rejects only with `HttpError`. */
export interface HttpClient {
  /** Form-encoded POST to `wcAjaxUrl` with `%%endpoint%%` replaced (`/?wc-ajax=add_to_cart`). */
  shopAjax<T = unknown>(endpoint: string, data?: RequestData, options?: AjaxOptions): Promise<T>;
  /** Form-encoded POST to a full URL as the page prints it (e.g. `wopb_core.ajax_load_more`). */
  postTo<T = unknown>(url: string, data?: RequestData, options?: AjaxOptions): Promise<T>;
  /** POST to `ajaxUrl` with the `action` field first; multipart when the data holds a file. */
  adminAjax<T = unknown>(action: string, data?: RequestData, options?: AjaxOptions): Promise<T>;
  /** A plain GET (e.g. an autocomplete source with `q`), query fields form-encoded. */
  get<T = unknown>(url: string, options?: AjaxOptions): Promise<T>;
  /**
   * A REST call: `path` relative to `restRoot` (`wopb/views`), or a full URL. JSON, credentials,
   * `X-WP-Nonce`, `_locale=user`; one fresh nonce and one retry on `rest_cookie_invalid_nonce`.
   */
  rest<T = unknown>(path: string, options?: RestOptions): Promise<T>;
  /** The REST nonce in use (the configured one until a refresh or `setNonce`). */
  getNonce(): string;
  /** Replaces the REST nonce and tells the `onNonce` listeners. */
  setNonce(nonce: string): void;
  /** Called with every new nonce; returns the unsubscribe. */
  onNonce(listener: (nonce: string) => void): () => void;
  /** The queue cart requests go through: one at a time, in order. */
  readonly cartQueue: SerialQueue;
}

/** The one HTTP client: shop ajax, admin ajax, WordPress REST, the cart queue, SPEC §8 errors. */
export { createHttpClient, DEFAULT_TIMEOUT_MS } from './http/client';
export {
  adminAjax,
  cartQueue,
  get,
  getHttpClient,
  getNonce,
  onNonce,
  postTo,
  rest,
  setHttpClient,
  setNonce,
  shopAjax,
} from './http/default-client';
export type { FormEntry, FormPayload, FormValue, RequestData } from './http/form-encode';
export { encodeBody, flattenForm } from './http/form-encode';
export type { HttpErrorInit } from './http/http-error';
export { HttpError, isAbortError, isHttpError } from './http/http-error';
export { logBlockFailure } from './http/log-block-failure';
export type { HttpErrorCode } from './http/messages';
export { BLOCK_FAILURE_LOG, HTTP_MESSAGES } from './http/messages';
export { DEFAULT_NONCE_MAX_AGE_MS } from './http/nonce-age';
export { INVALID_NONCE, REST_PAGE_SIZE } from './http/rest';
export type { SerialQueue } from './http/serial-queue';
export { createSerialQueue } from './http/serial-queue';
export type {
  AjaxOptions,
  CallOptions,
  HttpClient,
  HttpClientOptions,
  HttpSettings,
  ResponseType,
  RestMethod,
  RestOptions,
} from './http/types';

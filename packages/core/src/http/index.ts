export { createHttpClient, DEFAULT_TIMEOUT_MS } from './client';
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
} from './default-client';
export type { FormEntry, FormPayload, FormValue, RequestData } from './form-encode';
export { encodeBody, flattenForm } from './form-encode';
export type { HttpErrorInit } from './http-error';
export { HttpError, isAbortError, isHttpError } from './http-error';
export { logBlockFailure } from './log-block-failure';
export type { HttpErrorCode } from './messages';
export { BLOCK_FAILURE_LOG, HTTP_MESSAGES } from './messages';
export { DEFAULT_NONCE_MAX_AGE_MS } from './nonce-age';
export { INVALID_NONCE, REST_PAGE_SIZE } from './rest';
export type { SerialQueue } from './serial-queue';
export { createSerialQueue } from './serial-queue';
export type {
  AjaxOptions,
  CallOptions,
  HttpClient,
  HttpClientOptions,
  HttpSettings,
  ResponseType,
  RestMethod,
  RestOptions,
} from './types';

import { ajaxError } from './error-response';
import { encodeBody, type FormPayload, flattenForm, type RequestData } from './form-encode';
import { readBody } from './read-body';
import { isSameOrigin, resolveUrl } from './resolve-url';
import { appendAll } from './rest-url';
import type { Send, SendInit } from './transport';
import type { AjaxOptions, HttpSettings } from './types';

/** What the ajax calls need from the client. */
export interface AjaxDeps {
  settings: () => HttpSettings;
  send: Send;
}

/** The shop-ajax, admin-ajax and plain GET calls (see `HttpClient`). */
export function createAjax({ settings, send }: AjaxDeps) {
  const call = async (method: SendInit['method'], url: string, options: AjaxOptions, body?: BodyInit) => {
    const target = resolveUrl(url);
    if (options.query) appendAll(target, flattenForm(options.query));
    const response = await send(target, {
      method,
      headers: ajaxHeaders(target, options),
      body,
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    if (!response.ok) throw await ajaxError(response, options.responseType);
    return readBody(response, options.responseType);
  };
  const post = (url: string, data: RequestData | undefined, options: AjaxOptions = {}, first?: FormPayload) =>
    call('POST', url, options, encodeBody(data, first));

  return {
    shopAjax: (endpoint: string, data?: RequestData, options?: AjaxOptions) =>
      post(settings().wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint)), data, options),
    postTo: (url: string, data?: RequestData, options?: AjaxOptions) => post(url, data, options),
    adminAjax: (action: string, data?: RequestData, options?: AjaxOptions) =>
      post(settings().ajaxUrl, data, options, { action }),
    get: (url: string, options: AjaxOptions = {}) => call('GET', url, options),
  };
}

/** jQuery's ajax headers: what the caller expects back, and the XHR marker on the site's own origin. */
function ajaxHeaders(url: URL, options: AjaxOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: options.responseType === 'text' ? '*/*' : 'application/json, text/javascript, */*; q=0.01',
  };
  if (isSameOrigin(url)) headers['X-Requested-With'] = 'XMLHttpRequest';
  return { ...headers, ...options.headers };
}

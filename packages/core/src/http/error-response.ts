import { HttpError } from './http-error';
import { HTTP_MESSAGES } from './messages';
import { parseLoose, readText } from './read-body';
import type { ResponseType } from './types';

/**
 * A REST error status as an `HttpError`, the way WordPress's api-fetch reads it: a
 * `{code, message, data}` body keeps its code and message; another JSON body is
 * `unknown_error`; a body that is not JSON is `invalid_json`.
 */
export async function restError(response: Response): Promise<HttpError> {
  const init = { status: response.status, headers: response.headers };
  const text = await readText(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    return HttpError.of('invalid_json', { ...init, data: text, cause });
  }
  if (isRecord(body) && typeof body.code === 'string' && body.code !== '') {
    const message = typeof body.message === 'string' ? body.message : HTTP_MESSAGES.unknown_error;
    return new HttpError(body.code, message, { ...init, data: body.data });
  }
  return HttpError.of('unknown_error', { ...init, data: body });
}

/**
 * A shop-ajax or admin-ajax error status as `unknown_error`, with the body in `data`: the text
 * when the call asked for text (admin-ajax's `-1` for an expired nonce stays `'-1'`), else JSON
 * when it parses, else the text.
 */
export async function ajaxError(response: Response, type: ResponseType = 'json'): Promise<HttpError> {
  const text = await readText(response);
  const data = type === 'text' ? text : parseLoose(text);
  return HttpError.of('unknown_error', { status: response.status, headers: response.headers, data });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

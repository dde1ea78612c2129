import { HttpError } from './http-error';
import type { ResponseType } from './types';

/**
 * Reads a successful response: the text as it came, or parsed JSON (`null` for 204). A body
 * that is not JSON is `invalid_json`; a body cut off on the way is `fetch_error`.
 */
export async function readBody(response: Response, type: ResponseType = 'json'): Promise<unknown> {
  const text = await readText(response);
  if (type === 'text') return text;
  if (response.status === 204) return null;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw HttpError.of('invalid_json', {
      status: response.status,
      headers: response.headers,
      data: text,
      cause,
    });
  }
}

/** The body text; a read that fails (connection dropped, abort) is `fetch_error`. */
export async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw HttpError.of('fetch_error', { status: response.status, cause });
  }
}

/** The body as JSON when it parses, else the text (`0`, `-1`, an HTML error page). */
export function parseLoose(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

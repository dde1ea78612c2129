import { HTTP_MESSAGES, type HttpErrorCode } from './messages';

/** Extra facts an `HttpError` carries about the response that caused it. */
export interface HttpErrorInit {
  /** The HTTP status, when a response arrived. */
  status?: number;
  /** The parsed error body (REST: its `data`; ajax: the whole body, JSON or text). */
  data?: unknown;
  /** The response headers (the media uploader reads `x-wp-upload-attachment-id`). */
  headers?: Headers;
  /** The underlying error (a TypeError, ky's TimeoutError, the abort reason…). */
  cause?: unknown;
}

/**
 * The only error the HTTP client rejects with. `code` is one of SPEC §8's codes (`fetch_error`,
 * `invalid_json`, `unknown_error`, `post_process`), `aborted` for a cancelled call, or the code
 * of a REST error body (e.g. `rest_cookie_invalid_nonce`) kept as the server sent it.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly code: string;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly headers: Headers | undefined;

  constructor(code: string, message: string, init: HttpErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.status = init.status;
    this.data = init.data;
    this.headers = init.headers;
  }

  /** An error with one of the client's own codes and its SPEC text. */
  static of(code: HttpErrorCode, init?: HttpErrorInit): HttpError {
    return new HttpError(code, HTTP_MESSAGES[code], init);
  }
}

/** True for any error the client produced. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** True when a call was cancelled through its AbortSignal: islands drop such results silently. */
export function isAbortError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.code === 'aborted';
}

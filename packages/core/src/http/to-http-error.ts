import { HttpError } from './http-error';

/**
 * Turns anything a call threw into an `HttpError`: an abort of `signal` becomes `aborted`, an
 * `HttpError` stays itself, anything else becomes `fallback` (`fetch_error` where the network
 * was involved: fetch's TypeError, ky's TimeoutError, a body cut off; else `unknown_error`).
 */
export function toHttpError(
  error: unknown,
  signal: AbortSignal | undefined,
  fallback: 'fetch_error' | 'unknown_error',
): HttpError {
  if (signal?.aborted) return HttpError.of('aborted', { cause: signal.reason });
  if (error instanceof HttpError) return error;
  return HttpError.of(fallback, { cause: error });
}

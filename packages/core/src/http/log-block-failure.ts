import { isAbortError, isHttpError } from './http-error';
import { BLOCK_FAILURE_LOG } from './messages';

/**
 * SPEC §8 for a failed block call (load more, filter, pagination, add to cart, compare,
 * wishlist…): log 'Error occured.please try again' with the status (0 when no response came)
 * and show the person nothing. A cancelled call is not a failure and logs nothing.
 */
export function logBlockFailure(error: unknown): void {
  if (isAbortError(error)) return;
  const status = isHttpError(error) ? (error.status ?? 0) : 0;
  console.error(BLOCK_FAILURE_LOG, status);
}

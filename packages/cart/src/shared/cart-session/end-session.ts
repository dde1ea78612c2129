import { setHttpClient } from '@firsat/core/http';
import { stopCartSession } from './session';

/** Tests only: ends the cart session a test started and forgets its HTTP client and cache. */
export function endCartSession(): void {
  stopCartSession();
  setHttpClient(undefined);
  sessionStorage.clear();
  localStorage.clear();
}

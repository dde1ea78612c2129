import { setHttpClient } from '@firsat/core/http';
import { act } from '@testing-library/react';
import { stopCartSession } from '../cart-session/session';

/** Tests only: ends the cart session a test started and forgets its HTTP client and cache. */
export function endCartSession(): void {
  stopCartSession();
  setHttpClient(undefined);
  sessionStorage.clear();
  localStorage.clear();
}

/** Tests only: a real, cancelable click (so a test can see whether the island prevented it). */
export function click(el: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => {
    el.dispatchEvent(event);
  });
  return event;
}

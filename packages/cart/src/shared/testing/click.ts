import { act } from 'react';

/** Tests only: a real, cancelable click (so a test can see whether the island prevented it). */
export function click(el: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => {
    el.dispatchEvent(event);
  });
  return event;
}

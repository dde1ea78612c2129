import type { Strategy } from './types';

const EVENTS = ['pointerenter', 'focusin', 'touchstart', 'pointerdown'] as const;

/** Starts on the first sign that someone is about to use the element: hover, focus or touch. */
export const onInteraction: Strategy = (el, start) => {
  const fire = () => {
    cancel();
    start();
  };
  const cancel = () => {
    for (const type of EVENTS) el.removeEventListener(type, fire);
  };
  for (const type of EVENTS) el.addEventListener(type, fire, { passive: true });
  return cancel;
};

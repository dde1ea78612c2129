import type { Strategy } from './types';

/** One observer serves every island waiting to come near the viewport. */
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const start = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        start?.();
      }
    },
    { rootMargin: '200px' },
  );
  return observer;
}

/** Starts when the element comes within 200 px of the viewport. */
export const onVisible: Strategy = (el, start) => {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  waiting.set(el, start);
  sharedObserver().observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
};

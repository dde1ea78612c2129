import type { Strategy } from './types';

/** Starts when the browser is idle, and within two seconds at the latest. */
export const onIdle: Strategy = (_el, start) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 200);
  return () => clearTimeout(handle);
};

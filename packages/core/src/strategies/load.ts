import type { Strategy } from './types';

/** Starts at once. */
export const onLoad: Strategy = (_el, start) => {
  start();
  return () => {};
};

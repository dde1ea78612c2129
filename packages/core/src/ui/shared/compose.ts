import type { SyntheticEvent } from 'react';

/** The value of `data-state` on every popup part. */
export type DataState = 'open' | 'closed';

/** `open` → `"open"`, else `"closed"`. */
export const dataState = (open: boolean): DataState => (open ? 'open' : 'closed');

/** Runs the caller's handler first; ours runs unless the caller called `preventDefault()`. */
export function chain<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** A class name given as text or worked out from the part's state. */
export type StateClassName<S> = string | ((state: S) => string | undefined);

/** Resolves a `StateClassName` and appends `extra` classes that are truthy. */
export function classOf<S>(
  className: StateClassName<S> | undefined,
  state: S,
  ...extra: (string | false | undefined)[]
): string | undefined {
  const own = typeof className === 'function' ? className(state) : className;
  return [own, ...extra].filter(Boolean).join(' ') || undefined;
}

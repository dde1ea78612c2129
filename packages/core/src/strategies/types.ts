/** A hydration strategy calls `start` once, when its moment comes; the returned function cancels it. */
export type Strategy = (el: Element, start: () => void) => () => void;

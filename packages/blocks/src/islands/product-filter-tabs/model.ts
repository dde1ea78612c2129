import type { FocusListKeys } from '@firsat/core/kit';

/** The tab values of a filter bar, in order, and the active one. */
export interface TabsState {
  values: string[];
  active: string;
}

/**
 * The tab the address names, when the bar has it; otherwise the printed active one. A value the
 * bar does not offer is ignored (a stale or forged link).
 */
export function tabFromAddress(state: TabsState, fromAddress: string | null): string {
  return fromAddress !== null && state.values.includes(fromAddress) ? fromAddress : state.active;
}

/**
 * The tabs' keys (core's focus list): every arrow moves the focus, wrapping; Home and End jump.
 * The tabs stay links, each in the Tab order, so the focus moves without a roving tab stop.
 */
export const filterTabKeys = { wrap: true } as const satisfies FocusListKeys;

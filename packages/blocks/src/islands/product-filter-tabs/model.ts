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

/** Roving focus over the tabs: the index after a key, or null for other keys. */
export function moveFocus(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

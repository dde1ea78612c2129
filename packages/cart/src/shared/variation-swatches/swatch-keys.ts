/**
 * Radio-group keyboard rules for a row of swatches (WAI-ARIA radio group), as core's focus list
 * runs them: every arrow moves to the next or previous enabled swatch, wrapping, and chooses it;
 * Home and End go to the first and last enabled one. The Tab stop is the chosen swatch.
 */
import type { FocusListKeys } from '@firsat/core/kit';

/** The row's keys: all four arrows, wrapping (disabled swatches are skipped by the focus list). */
export const swatchKeys = { wrap: true } as const satisfies FocusListKeys;

/** Which swatch takes the Tab stop: the selected one if enabled, else the first enabled, else the first. */
export function tabStopIndex(selected: readonly boolean[], disabled: readonly boolean[]): number {
  const chosen = selected.findIndex((on, index) => on && !disabled[index]);
  if (chosen >= 0) return chosen;
  const first = disabled.indexOf(false);
  return Math.max(first, 0);
}

/**
 * Radio-group keyboard rules for a row of swatches (WAI-ARIA radio group): arrows move to the
 * next or previous enabled swatch, wrapping; Home and End go to the first and last enabled one.
 */

/** The index a key moves to from `from`, or `null` when the key is not a move (or none is enabled). */
export function swatchKeyTarget(key: string, from: number, disabled: readonly boolean[]): number | null {
  const count = disabled.length;
  const enabled = disabled.map((off, index) => (off ? -1 : index)).filter((index) => index >= 0);
  if (enabled.length === 0) return null;
  const step = (direction: 1 | -1) => {
    for (let n = 1; n <= count; n += 1) {
      const index = (((from + direction * n) % count) + count) % count;
      if (!disabled[index]) return index;
    }
    return null;
  };
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return step(1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return step(-1);
    case 'Home':
      return enabled[0] ?? null;
    case 'End':
      return enabled[enabled.length - 1] ?? null;
    default:
      return null;
  }
}

/** Which swatch takes the Tab stop: the selected one if enabled, else the first enabled, else the first. */
export function tabStopIndex(selected: readonly boolean[], disabled: readonly boolean[]): number {
  const chosen = selected.findIndex((on, index) => on && !disabled[index]);
  if (chosen >= 0) return chosen;
  const first = disabled.indexOf(false);
  return Math.max(first, 0);
}

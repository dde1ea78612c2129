/**
 * The keyboard rules of a list — tabs, a radio group, swatches, a listbox, search results — as
 * pure functions: where an arrow, Home/End or PageUp/PageDown key moves in a list. No DOM: keys.ts
 * and bind.ts apply them to elements, and a view or a model calls them directly. Which item a
 * typed prefix finds is typeahead.ts, apart, so that only the lists that read letters carry it.
 */

/** Which arrows move: Left/Right, Up/Down, or all four. */
export type FocusListOrientation = 'horizontal' | 'vertical' | 'both';

/** The rules of one kind of list. Every field is optional; the defaults are a plain list. */
export interface FocusListKeys {
  /** Which arrows move (default `'both'`): Right and Down go forward, Left and Up back. */
  orientation?: FocusListOrientation;
  /** Past the last item an arrow goes to the first, and back (default `false`: it stays). */
  wrap?: boolean;
  /** Home and End go to the first and last item (default `true`; `false` in a text input). */
  homeEnd?: boolean;
  /** PageUp and PageDown go to the first and last item too (default `false`). */
  pageKeys?: boolean;
  /** ArrowUp goes forward and ArrowDown back, as on a scale (a rating: up raises it). */
  upIsForward?: boolean;
  /**
   * Where an arrow lands when no item is current: `'ends'` (default) forward to the first item,
   * back to the last; `'first'` the first item either way (a rating with none chosen).
   */
  entry?: 'ends' | 'first';
}

/** One item as the rules see it. */
export interface FocusListItem {
  /** Skipped by arrows, Home/End and typeahead. */
  disabled?: boolean;
  /** The text typeahead matches. */
  label?: string;
}

/** The items: their count (none disabled, no labels) or each item. */
export type FocusListItems = number | readonly FocusListItem[];

/** The arrows: ±1 the horizontal ones (Right forward), ±2 the vertical ones (Down forward). */
const ARROWS: Partial<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 2, ArrowUp: -2 };

/**
 * The direction an arrow key moves in a list with these rules: 1 forward, -1 back, null when
 * the key is not one of its arrows. (A closed listbox opens on its arrows.)
 */
export function arrowStep(key: string, keys: FocusListKeys = {}): 1 | -1 | null {
  const arrow = ARROWS[key];
  if (!arrow || keys.orientation === (arrow % 2 ? 'vertical' : 'horizontal')) return null;
  return (arrow % 2 ? arrow : keys.upIsForward ? -arrow / 2 : arrow / 2) as 1 | -1;
}

/**
 * The index `key` moves to from `current` (-1 or out of range: none), skipping disabled items.
 * At an end without `wrap` it stays (the key is still the list's). `null`: not a key of this
 * list, or no enabled item.
 */
export function focusListTarget(
  key: string,
  current: number,
  items: FocusListItems,
  keys: FocusListKeys = {},
): number | null {
  const count = typeof items === 'number' ? items : items.length;
  const enabled: number[] = [];
  for (let index = 0; index < count; index++)
    if (typeof items === 'number' || !items[index]?.disabled) enabled.push(index);
  const first = enabled[0];
  const last = enabled[enabled.length - 1];
  if (first === undefined || last === undefined) return null;
  const homeEnd = keys.homeEnd !== false;
  if ((homeEnd && key === 'Home') || (keys.pageKeys && key === 'PageUp')) return first;
  if ((homeEnd && key === 'End') || (keys.pageKeys && key === 'PageDown')) return last;
  const step = arrowStep(key, keys);
  if (!step) return null;
  if (!(current >= 0 && current < count)) return keys.entry === 'first' || step > 0 ? first : last;
  // The nearest enabled item that way; past the end, the other end (wrap) or this end (stay).
  return step > 0
    ? (enabled.find((index) => index > current) ?? (keys.wrap ? first : last))
    : (enabled.reverse().find((index) => index < current) ?? (keys.wrap ? last : first));
}

/**
 * The keyboard rules of a list — tabs, a radio group, swatches, a listbox, search results — as
 * pure functions: where an arrow, Home/End or PageUp/PageDown key moves in a list, and which item
 * a typed prefix finds. No DOM: `bindFocusList` (bind.ts) applies them to elements, and a view
 * or a model calls them directly.
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

const itemsOf = (items: FocusListItems): readonly FocusListItem[] =>
  typeof items === 'number' ? Array.from({ length: Math.max(0, items) }, () => ({})) : items;

/**
 * The direction an arrow key moves in a list with these rules: 1 forward, -1 back, null when
 * the key is not one of its arrows. (A closed listbox opens on its arrows.)
 */
export function arrowStep(key: string, keys: FocusListKeys = {}): 1 | -1 | null {
  const orientation = keys.orientation ?? 'both';
  const horizontal = orientation !== 'vertical';
  const vertical = orientation !== 'horizontal';
  if (horizontal && key === 'ArrowRight') return 1;
  if (horizontal && key === 'ArrowLeft') return -1;
  if (vertical && key === 'ArrowDown') return keys.upIsForward ? -1 : 1;
  if (vertical && key === 'ArrowUp') return keys.upIsForward ? 1 : -1;
  return null;
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
  const list = itemsOf(items);
  const count = list.length;
  const enabled = (index: number) => index >= 0 && index < count && !list[index]?.disabled;
  let first = -1;
  let last = -1;
  for (let index = 0; index < count; index++) {
    if (!enabled(index)) continue;
    if (first < 0) first = index;
    last = index;
  }
  if (first < 0) return null;
  const homeEnd = keys.homeEnd ?? true;
  if ((homeEnd && key === 'Home') || (keys.pageKeys && key === 'PageUp')) return first;
  if ((homeEnd && key === 'End') || (keys.pageKeys && key === 'PageDown')) return last;
  const step = arrowStep(key, keys);
  if (step === null) return null;
  const from = current >= 0 && current < count ? current : -1;
  if (from < 0) return keys.entry === 'first' || step === 1 ? first : last;
  for (let n = 1; n <= count; n++) {
    const index = from + step * n;
    if (keys.wrap) {
      const wrapped = ((index % count) + count) % count;
      if (enabled(wrapped)) return wrapped;
    } else if (index < 0 || index >= count) break;
    else if (enabled(index)) return index;
  }
  // Nothing further that way: stay (an enabled current), else the nearest end.
  return enabled(from) ? from : step === 1 ? last : first;
}

const fold = (text: string, locale: string) => text.trim().toLocaleLowerCase(locale);

/**
 * The first enabled item, going round from `current`, whose label starts with `query`, with the
 * page locale's case rules (Turkish by default, so `i` finds `İzmir` and `ı` finds `Irmak`).
 * Repeating one letter (`"kk"`) steps through the items that start with it; a longer word may
 * keep the current item. -1 when none matches.
 */
export function typeaheadTarget(
  items: readonly FocusListItem[],
  query: string,
  current: number,
  locale = 'tr',
): number {
  const q = fold(query, locale);
  if (!q || items.length === 0) return -1;
  const single = [...q].every((char) => char === q[0]);
  const needle = single ? (q[0] ?? '') : q;
  const start = single ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < items.length; step++) {
    const index = (((start + step) % items.length) + items.length) % items.length;
    const item = items[index];
    if (item && !item.disabled && fold(item.label ?? '', locale).startsWith(needle)) return index;
  }
  return -1;
}

/** Collects typed characters into a query; a pause longer than `resetMs` starts a new one. */
export interface Typeahead {
  /** Adds a character and returns the whole query. */
  push(char: string, now?: number): string;
  /** A query is being typed (so Space is part of it, not a choice). */
  typing(now?: number): boolean;
  /** Forgets the query. */
  reset(): void;
}

/** Creates a typeahead buffer. @param resetMs the pause that ends a query (default 500 ms). */
export function createTypeahead(resetMs = 500): Typeahead {
  let query = '';
  let last = Number.NEGATIVE_INFINITY;
  const fresh = (now: number) => now - last <= resetMs && query !== '';
  return {
    push(char, now = Date.now()) {
      query = fresh(now) ? query + char : char;
      last = now;
      return query;
    },
    typing: (now = Date.now()) => fresh(now),
    reset() {
      query = '';
    },
  };
}

/** A key typeahead reads: one character, no Ctrl, Alt or Meta (Space only inside a query). */
export function isTypeaheadKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
}

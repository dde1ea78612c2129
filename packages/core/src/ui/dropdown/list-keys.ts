/**
 * Keyboard rules of a list of options, as pure functions: where an arrow, Home or End key moves
 * the active option, and which option a typed prefix finds. No DOM.
 */

/**
 * The index an arrow, Home/End or PageUp/PageDown key moves to in a list of `count` options,
 * from `current` (-1 = none). The ends do not wrap. `null` for other keys or an empty list.
 */
export function moveIndex(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, last);
    case 'ArrowUp':
      return current < 0 ? last : Math.max(current - 1, 0);
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return last;
    default:
      return null;
  }
}

const fold = (text: string) => text.trim().toLocaleLowerCase('tr');

/**
 * The first option, going round from `current`, whose label starts with `query` (Turkish case
 * rules, so `i` finds `İzmir`). Repeating one letter (`"kk"`) steps through the options that
 * start with it. Returns -1 when none matches.
 */
export function matchIndex(labels: readonly string[], query: string, current: number): number {
  const q = fold(query);
  if (!q || labels.length === 0) return -1;
  const single = [...q].every((char) => char === q[0]);
  const needle = single ? (q[0] ?? '') : q;
  // A single letter (or a repeat) looks past the current option; a longer word may keep it.
  const start = single ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step++) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length;
    if (fold(labels[index] ?? '').startsWith(needle)) return index;
  }
  return -1;
}

/** Collects typed characters into a query; a pause longer than `resetMs` starts a new one. */
export interface Typeahead {
  /** Adds a character and returns the whole query. */
  push(char: string, now?: number): string;
  /** A query is being typed (so Space is part of it, not a selection). */
  typing(now?: number): boolean;
  /** Forgets the query. */
  reset(): void;
}

/** Creates a typeahead buffer. @param resetMs pause that ends a query (default 500 ms). */
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

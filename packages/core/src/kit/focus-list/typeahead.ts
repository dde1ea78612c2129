/**
 * Typeahead for a list (core's focus list): which item a typed prefix finds, with the page
 * locale's case rules, and the buffer that collects the typed characters. Apart from model.ts so
 * that only a list that reads typed letters (the dropdown, `bindFocusList` with `typeahead`)
 * carries it.
 */
import type { FocusListItem } from './model';

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

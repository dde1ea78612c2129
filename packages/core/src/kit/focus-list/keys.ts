/**
 * The focus list's one keydown listener (model.ts on elements), shared by every way of showing
 * the current item, and its smallest binder: `bindFocusKeys`, where the keys move the focus and
 * the island keeps its own tab stops (filter tabs that stay links, product tabs and swatches
 * whose render already gives the chosen one the tab stop). bind.ts adds the roving tabindex,
 * `aria-activedescendant` and typeahead over the same listener, for the lists that need them.
 */
import { type FocusListItem, type FocusListKeys, focusListTarget } from './model';

/** What every binder of a list takes. */
export interface FocusKeysOptions extends FocusListKeys {
  /** The items, in order, read on each key (the list may change). */
  items: () => readonly HTMLElement[];
  /** Items the keys skip (default: `aria-disabled="true"` or `disabled`). */
  disabled?: (item: HTMLElement) => boolean;
  /** After a key moved (a radio group chooses here, automatic tabs open their panel). */
  onMove?: (index: number, item: HTMLElement, event: KeyboardEvent) => void;
  signal: AbortSignal;
}

/** The default of `disabled`: `aria-disabled="true"` or `disabled` as printed. */
export const printedDisabled = (item: HTMLElement) =>
  item.getAttribute('aria-disabled') === 'true' || item.hasAttribute('disabled');

/** The item holding `target` (-1: none). */
export const itemOf = (items: readonly HTMLElement[], target: EventTarget | null) =>
  items.findIndex((item) => item.contains(target as Node));

/**
 * One keydown listener on `owner` until `options.signal` aborts. `at`: the current index for a
 * key's target (-1 none; null: not the list's key); `go`: makes an index current; `other`: a key
 * that moves nowhere (typeahead), which may find an index.
 */
export function listenListKeys(
  owner: HTMLElement,
  options: FocusKeysOptions,
  at: (items: readonly HTMLElement[], target: EventTarget | null) => number | null,
  go: (items: readonly HTMLElement[], index: number) => void,
  other?: (
    event: KeyboardEvent,
    rules: FocusListItem[],
    items: readonly HTMLElement[],
    current: number,
  ) => number | null,
): void {
  const isDisabled = options.disabled ?? printedDisabled;
  owner.addEventListener(
    'keydown',
    (event) => {
      const items = options.items();
      const current = event.defaultPrevented ? null : at(items, event.target);
      if (current === null) return;
      const rules = items.map((item) => ({ disabled: isDisabled(item) }));
      const next =
        focusListTarget(event.key, current, rules, options) ?? other?.(event, rules, items, current);
      const item = items[next ?? -1];
      if (next == null || !item) return;
      event.preventDefault();
      go(items, next);
      options.onMove?.(next, item, event);
    },
    { signal: options.signal },
  );
}

/** Arrows, Home and End move the focus over `container`'s items; tab stops are left as they are. */
export function bindFocusKeys(container: HTMLElement, options: FocusKeysOptions): void {
  listenListKeys(
    container,
    options,
    (items, target) => {
      const index = itemOf(items, target);
      return index < 0 ? null : index;
    },
    (items, index) => items[index]?.focus(),
  );
}

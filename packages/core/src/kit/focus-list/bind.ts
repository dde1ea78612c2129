/**
 * The keyboard rules of model.ts on elements: one keydown listener moves through the items with
 * a roving tabindex, by focus alone, or with `aria-activedescendant` on an owner that keeps the
 * focus. Every attribute it changes is put back as printed when `signal` aborts.
 */
import { keepPrinted } from '../../behaviour/index';
import {
  createTypeahead,
  type FocusListItem,
  type FocusListKeys,
  focusListTarget,
  isTypeaheadKey,
  typeaheadTarget,
} from './model';

/**
 * - `roving`: the current item has `tabindex="0"`, the others `-1`; focus moves (tabs, radio groups).
 * - `focus`: focus moves, tab stops are left as printed (links that each stay in the Tab order).
 * - `activedescendant`: focus stays on `owner` (an input, a combobox); the current item is its
 *   `aria-activedescendant` and gets an id when it has none.
 */
export type FocusListMode = 'roving' | 'focus' | 'activedescendant';

export interface FocusListOptions extends FocusListKeys {
  /** The items, in order, read on each key (the list may change). */
  items: () => readonly HTMLElement[];
  mode: FocusListMode;
  /** `activedescendant` only: the element that keeps the focus and hears the keys (default the container). */
  owner?: HTMLElement;
  /** Items the keys skip (default: `aria-disabled="true"` or `disabled`). */
  disabled?: (item: HTMLElement) => boolean;
  /** Typing finds an item by the start of its label (default off). */
  typeahead?: boolean;
  /** An item's typeahead label (default its trimmed text). */
  label?: (item: HTMLElement) => string;
  /** The locale whose case rules typeahead folds with (default Turkish). */
  locale?: string;
  /** After a key moved (a radio group chooses here, automatic tabs open their panel). */
  onMove?: (index: number, item: HTMLElement, event: KeyboardEvent) => void;
  signal: AbortSignal;
}

export interface FocusList {
  /** The current item's index (-1: none). */
  current(): number;
  /** Makes `index` current as a key would, without `onMove` (a click, a reset). -1 clears. */
  move(index: number): void;
}

const printedDisabled = (item: HTMLElement) =>
  item.getAttribute('aria-disabled') === 'true' || item.hasAttribute('disabled');

let ids = 0;

/** Binds the keyboard rules of a list to `container`'s items until `options.signal` aborts. */
export function bindFocusList(container: HTMLElement, options: FocusListOptions): FocusList {
  const { mode, signal } = options;
  const owner = mode === 'activedescendant' ? (options.owner ?? container) : container;
  const isDisabled = options.disabled ?? printedDisabled;
  const labelOf = options.label ?? ((item: HTMLElement) => item.textContent ?? '');
  const typeahead = createTypeahead();
  // Each attribute as printed, noted the first time this binding changes it; put back on abort.
  const noted = new Map<Element, Set<string>>();
  const restores: (() => void)[] = [];
  const touch = (el: Element, name: string) => {
    const names = noted.get(el) ?? new Set<string>();
    if (names.has(name)) return;
    noted.set(el, names.add(name));
    restores.push(keepPrinted([[el, [name]]]));
  };
  signal.addEventListener(
    'abort',
    () => {
      for (const restore of restores.splice(0).reverse()) restore();
      noted.clear();
    },
    { once: true },
  );

  const indexOf = (items: readonly HTMLElement[], target: EventTarget | null) => {
    if (mode === 'activedescendant') {
      const id = owner.getAttribute('aria-activedescendant');
      return id ? items.findIndex((item) => item.id === id) : -1;
    }
    if (target instanceof Node) {
      const at = items.findIndex((item) => item.contains(target));
      if (at >= 0) return at;
    }
    return items.findIndex((item) => item.getAttribute('tabindex') === '0');
  };

  const setStops = (items: readonly HTMLElement[], index: number) => {
    items.forEach((other, at) => {
      const wanted = at === index ? '0' : '-1';
      if (other.getAttribute('tabindex') === wanted) return;
      touch(other, 'tabindex');
      other.setAttribute('tabindex', wanted);
    });
  };

  const apply = (items: readonly HTMLElement[], index: number) => {
    const item = items[index];
    if (mode === 'activedescendant') {
      touch(owner, 'aria-activedescendant');
      if (!item) return owner.removeAttribute('aria-activedescendant');
      if (!item.id) {
        touch(item, 'id');
        item.id = `firsat-item-${++ids}`;
      }
      owner.setAttribute('aria-activedescendant', item.id);
      item.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (mode === 'roving') setStops(items, index);
    item?.focus();
  };

  // A roving list starts with one tab stop: the printed (or the island's) one, else the first enabled item.
  if (mode === 'roving') {
    const items = options.items();
    if (!items.some((item) => item.getAttribute('tabindex') === '0')) {
      const first = focusListTarget(
        'Home',
        -1,
        items.map((item) => ({ disabled: isDisabled(item) })),
      );
      if (first !== null) setStops(items, first);
    }
  }

  owner.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented) return;
      const items = options.items();
      const current = indexOf(items, event.target);
      if (mode !== 'activedescendant' && current < 0) return;
      if (mode !== 'activedescendant' && !items[current]?.contains(event.target as Node)) return;
      const rules: FocusListItem[] = items.map((item) => ({ disabled: isDisabled(item) }));
      let next = focusListTarget(event.key, current, rules, options);
      if (next === null && options.typeahead && isTypeaheadKey(event)) {
        if (event.key === ' ' && !typeahead.typing()) return;
        event.preventDefault();
        const labelled = items.map((item, at) => ({ disabled: rules[at]?.disabled, label: labelOf(item) }));
        const found = typeaheadTarget(labelled, typeahead.push(event.key), current, options.locale);
        next = found >= 0 ? found : null;
      }
      if (next === null) return;
      event.preventDefault();
      const item = items[next];
      if (!item) return;
      apply(items, next);
      options.onMove?.(next, item, event);
    },
    { signal },
  );

  return {
    current: () => indexOf(options.items(), owner.ownerDocument.activeElement),
    move: (index) => {
      if (signal.aborted || (index < 0 && mode !== 'activedescendant')) return;
      apply(options.items(), index);
    },
  };
}

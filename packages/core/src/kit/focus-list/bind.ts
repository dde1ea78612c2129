/**
 * The keyboard rules of model.ts on elements in every mode: the keys move through the items with
 * a roving tabindex, by focus alone, or with `aria-activedescendant` on an owner that keeps the
 * focus, typeahead if asked. Every attribute it changes is put back as printed when `signal`
 * aborts. Over keys.ts' listener; an island that only moves the focus takes `bindFocusKeys`
 * there, without this file's modes, typeahead and bookkeeping.
 */
import { keepPrinted } from '../../behaviour/index';
import { type FocusKeysOptions, itemOf, listenListKeys, printedDisabled } from './keys';
import { createTypeahead, isTypeaheadKey, typeaheadTarget } from './typeahead';

/**
 * - `roving`: the current item has `tabindex="0"`, the others `-1`; focus moves (tabs, radio groups).
 * - `focus`: focus moves, tab stops are left as printed (links that each stay in the Tab order).
 * - `activedescendant`: focus stays on `owner` (an input, a combobox); the current item is its
 *   `aria-activedescendant` and gets an id when it has none.
 */
export type FocusListMode = 'roving' | 'focus' | 'activedescendant';

export interface FocusListOptions extends FocusKeysOptions {
  mode: FocusListMode;
  /** `activedescendant` only: the element that keeps the focus and hears the keys (default the container). */
  owner?: HTMLElement;
  /** Typing finds an item by the start of its label (default off). */
  typeahead?: boolean;
  /** An item's typeahead label (default its trimmed text). */
  label?: (item: HTMLElement) => string;
  /** The locale whose case rules typeahead folds with (default Turkish). */
  locale?: string;
}

export interface FocusList {
  /** The current item's index (-1: none). */
  current(): number;
  /** Makes `index` current as a key would, without `onMove` (a click, a reset). -1 clears. */
  move(index: number): void;
}

let ids = 0;

/** Binds the keyboard rules of a list to `container`'s items until `options.signal` aborts. */
export function bindFocusList(container: HTMLElement, options: FocusListOptions): FocusList {
  const { mode, signal } = options;
  const descendant = mode === 'activedescendant';
  const owner = descendant ? (options.owner ?? container) : container;
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
    if (descendant) {
      const id = owner.getAttribute('aria-activedescendant');
      return id ? items.findIndex((item) => item.id === id) : -1;
    }
    const at = itemOf(items, target);
    return at >= 0 ? at : items.findIndex((item) => item.getAttribute('tabindex') === '0');
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
    if (descendant) {
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
    const isDisabled = options.disabled ?? printedDisabled;
    if (!items.some((item) => item.getAttribute('tabindex') === '0')) {
      const first = items.findIndex((item) => !isDisabled(item));
      if (first >= 0) setStops(items, first);
    }
  }

  listenListKeys(
    owner,
    options,
    (items, target) => {
      if (descendant) return indexOf(items, target);
      // Focus and roving: a key on one of the items.
      const at = itemOf(items, target);
      return at < 0 ? null : at;
    },
    apply,
    options.typeahead
      ? (event, rules, items, current) => {
          if (!isTypeaheadKey(event) || (event.key === ' ' && !typeahead.typing())) return null;
          event.preventDefault();
          const labelled = items.map((item, at) => ({ disabled: rules[at]?.disabled, label: labelOf(item) }));
          const found = typeaheadTarget(labelled, typeahead.push(event.key), current, options.locale);
          return found >= 0 ? found : null;
        }
      : undefined,
  );

  return {
    current: () => indexOf(options.items(), owner.ownerDocument.activeElement),
    move: (index) => {
      if (signal.aborted || (index < 0 && !descendant)) return;
      apply(options.items(), index);
    },
  };
}

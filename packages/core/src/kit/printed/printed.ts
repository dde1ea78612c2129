import { keepChildren, keepPrinted } from '../../behaviour/index';

/**
 * Where a behaviour writes its state into the server's markup. Each write notes what the server
 * printed the first time that element's attribute (or text) is touched, and `signal`'s abort puts
 * all of it back, byte for byte (`keepPrinted`), in reverse order. So a bind function lists what
 * it binds instead of hand-writing a render and a restore: the Interactivity API's directives
 * (`data-wp-text`, `data-wp-bind--*`, `data-wp-class--*`) without editing the markup.
 *
 * Writes that change nothing touch nothing (no mutation, no noted restore).
 */
export interface PrintedWriter {
  /** The element's text (its printed children come back on cleanup). */
  text(el: Element | null | undefined, value: string): void;
  /** An attribute's value; null removes it. */
  attr(el: Element | null | undefined, name: string, value: string | null): void;
  /** A class on or off. */
  toggleClass(el: Element | null | undefined, name: string, on: boolean): void;
  /** The `hidden` attribute on or off. */
  hidden(el: Element | null | undefined, on: boolean): void;
}

export function printedWriter(signal: AbortSignal): PrintedWriter {
  const noted = new Map<Element, Set<string>>();
  const restores: (() => void)[] = [];
  signal.addEventListener(
    'abort',
    () => {
      for (const restore of restores.splice(0).reverse()) restore();
      noted.clear();
    },
    { once: true },
  );
  /** Notes `key` of `el` as printed, once; `take` is how to put it back. */
  const note = (el: Element, key: string, take: () => () => void) => {
    if (signal.aborted) return false;
    const keys = noted.get(el) ?? new Set<string>();
    noted.set(el, keys);
    if (!keys.has(key)) {
      keys.add(key);
      restores.push(take());
    }
    return true;
  };
  const attr: PrintedWriter['attr'] = (el, name, value) => {
    if (!el || el.getAttribute(name) === value) return;
    if (!note(el, `@${name}`, () => keepPrinted([[el, [name]]]))) return;
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  };
  return {
    text(el, value) {
      if (!el || el.textContent === value) return;
      if (note(el, '#text', () => keepChildren(el))) el.textContent = value;
    },
    attr,
    toggleClass(el, name, on) {
      if (!el || el.classList.contains(name) === on) return;
      if (note(el, '@class', () => keepPrinted([[el, ['class']]]))) el.classList.toggle(name, on);
    },
    hidden: (el, on) => attr(el, 'hidden', on ? '' : null),
  };
}

/** One binding of a snapshot to printed markup; `el` absent is skipped (the theme left it out). */
export type PrintedBinding<S> =
  | { el: Element | null | undefined; text: (snapshot: S) => string }
  | { el: Element | null | undefined; attr: string; value: (snapshot: S) => string | null }
  | { el: Element | null | undefined; className: string; when: (snapshot: S) => boolean }
  | { el: Element | null | undefined; hidden: (snapshot: S) => boolean };

/**
 * The bindings as one `render(snapshot)`: each call writes every binding through one
 * `printedWriter(signal)`, so an island's render is a list and its restore is the abort.
 */
export function bindPrinted<S>(
  signal: AbortSignal,
  bindings: readonly PrintedBinding<S>[],
): (snapshot: S) => void {
  const write = printedWriter(signal);
  return (snapshot) => {
    for (const b of bindings) {
      if ('text' in b) write.text(b.el, b.text(snapshot));
      else if ('attr' in b) write.attr(b.el, b.attr, b.value(snapshot));
      else if ('className' in b) write.toggleClass(b.el, b.className, b.when(snapshot));
      else write.hidden(b.el, b.hidden(snapshot));
    }
  };
}

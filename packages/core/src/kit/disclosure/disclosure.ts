/** Disclosures of which one at a time is open (opening one closes the other). */
export interface DisclosureGroup {
  current: DisclosureHandle | null;
}

/** A group for `disclosure({ group })`. */
export const createDisclosureGroup = (): DisclosureGroup => ({ current: null });

/** Options of `disclosure()`. */
export interface DisclosureOptions {
  /** Ends it: every attribute and class it set is as printed again. */
  signal: AbortSignal;
  /** One open in the group. */
  group?: DisclosureGroup;
  /** Where the open state shows: a class on an element (the theme's CSS shows the panel). Default the panel's `hidden`. */
  openClass?: [element: HTMLElement, name: string];
  /** A click on the trigger toggles. Default true; false for a link that still navigates (the caller opens it). */
  toggleOnClick?: boolean;
  /** Told after each change; `reason` says what closed it. */
  onChange?: (open: boolean, reason?: 'escape' | 'outside' | 'group' | 'close') => void;
}

/** A trigger and its panel. */
export interface DisclosureHandle {
  readonly isOpen: boolean;
  open(): void;
  close(reason?: 'escape' | 'outside' | 'group' | 'close'): void;
  toggle(): void;
}

let ids = 0;

/**
 * A trigger that shows and hides a panel: `aria-expanded` and `aria-controls` on the trigger,
 * the panel's `hidden` (or a class), closed by a press outside both and by Escape (focus back on
 * the trigger when it was inside). One open in a `group`.
 */
export function disclosure(
  trigger: HTMLElement,
  panel: HTMLElement,
  options: DisclosureOptions,
): DisclosureHandle {
  const { signal, group, openClass, onChange } = options;
  const doc = trigger.ownerDocument;
  const printed = [
    trigger.getAttribute('aria-expanded'),
    trigger.getAttribute('aria-controls'),
    panel.id,
  ] as const;
  const hadClass = openClass ? openClass[0].classList.contains(openClass[1]) : false;
  const wasHidden = panel.hidden;
  if (!panel.id) panel.id = `firsat-disclosure-${++ids}`;
  trigger.setAttribute('aria-controls', panel.id);
  let open = openClass ? hadClass : !panel.hidden;

  const show = (next: boolean, reason?: 'escape' | 'outside' | 'group' | 'close') => {
    if (next === open) return;
    open = next;
    trigger.setAttribute('aria-expanded', String(next));
    if (openClass) openClass[0].classList.toggle(openClass[1], next);
    else panel.hidden = !next;
    if (group) {
      if (next && group.current !== handle) group.current?.close('group');
      if (next) group.current = handle;
      else if (group.current === handle) group.current = null;
    }
    onChange?.(next, reason);
  };
  const handle: DisclosureHandle = {
    get isOpen() {
      return open;
    },
    open: () => show(true),
    close: (reason = 'close') => show(false, reason),
    toggle: () => show(!open),
  };
  trigger.setAttribute('aria-expanded', String(open));

  const on = { signal };
  if (options.toggleOnClick !== false) trigger.addEventListener('click', () => handle.toggle(), on);
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!open || event.key !== 'Escape') return;
      const focused = doc.activeElement;
      show(false, 'escape');
      if (focused && (panel.contains(focused) || focused === trigger)) trigger.focus();
    },
    on,
  );
  doc.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target as Node;
      if (open && !trigger.contains(target) && !panel.contains(target)) show(false, 'outside');
    },
    { ...on, capture: true },
  );
  signal.addEventListener(
    'abort',
    () => {
      if (group?.current === handle) group.current = null;
      if (openClass) openClass[0].classList.toggle(openClass[1], hadClass);
      panel.hidden = wasHidden;
      const [expanded, controls, id] = printed;
      for (const [name, value] of [
        ['aria-expanded', expanded],
        ['aria-controls', controls],
      ] as const) {
        if (value === null) trigger.removeAttribute(name);
        else trigger.setAttribute(name, value);
      }
      if (id) panel.id = id;
      else panel.removeAttribute('id');
    },
    { once: true },
  );
  return handle;
}

const CANDIDATES =
  'a[href],area[href],button,input,select,textarea,iframe,summary,[tabindex],[contenteditable="true"],audio[controls],video[controls]';

/**
 * The elements inside `root` that Tab reaches, in document order: enabled, not `hidden` or
 * `inert`, not `tabindex="-1"`, and rendered (a box, or focused now).
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const active = root.ownerDocument.activeElement;
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      (el as HTMLInputElement).type !== 'hidden' &&
      !el.closest('[hidden],[inert]') &&
      (el === active || el.getClientRects().length > 0 || !isLaidOut(el)),
  );
}

// happy-dom (tests) lays nothing out: there every element counts as rendered.
const isLaidOut = (el: HTMLElement) => el.ownerDocument.body.getClientRects().length > 0;

/** Options of `trapFocus`. */
export interface FocusTrapOptions {
  /** Ends the trap (the island's signal, or the dialog's). */
  signal?: AbortSignal;
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last tabbable element Tab goes to the
 * first, from the first (or the container itself) Shift+Tab goes to the last, and focus that
 * left the container (a click outside, a script) is brought back to the first. The kit's one
 * focus trap: the dialog uses it, and so does core's React `useFocusScope`. Returns the release
 * (the signal releases it too).
 */
export function trapFocus(container: HTMLElement, { signal }: FocusTrapOptions = {}): () => void {
  const doc = container.ownerDocument;
  const controller = new AbortController();
  const release = () => controller.abort();
  signal?.addEventListener('abort', release, { once: true, signal: controller.signal });
  const first = () => tabbables(container)[0] ?? container;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const list = tabbables(container);
    const head = list[0];
    const tail = list[list.length - 1];
    const at = doc.activeElement;
    const inside = container.contains(at);
    let next: HTMLElement | undefined;
    if (!head || !tail) next = container;
    else if (event.shiftKey && (at === head || at === container || !inside)) next = tail;
    else if (!event.shiftKey && (at === tail || !inside)) next = head;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !container.contains(event.target)) first().focus();
  };
  const options = { signal: controller.signal, capture: true };
  doc.addEventListener('keydown', onKeyDown, options);
  doc.addEventListener('focusin', onFocusIn, options);
  if (signal?.aborted) release();
  return release;
}

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
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const list = tabbables(container);
    const back = event.shiftKey;
    const at = doc.activeElement;
    // Wraps from the edge it leaves by (Shift+Tab: the first, or the container itself), or when
    // focus is outside.
    const wrap =
      !container.contains(at) || at === list[back ? 0 : list.length - 1] || (back && at === container);
    const next = list.length ? wrap && list[back ? list.length - 1 : 0] : container;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!container.contains(event.target as Node)) (tabbables(container)[0] ?? container).focus();
  };
  const release = () => {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
  if (signal?.aborted) return release;
  signal?.addEventListener('abort', release, { once: true });
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return release;
}

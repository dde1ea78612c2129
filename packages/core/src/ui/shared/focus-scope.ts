import { useEffect } from 'react';
import { useLatest } from './use-latest';

const CANDIDATES =
  'a[href],area[href],button,input,select,textarea,iframe,summary,[tabindex],[contenteditable="true"],audio[controls],video[controls]';

/** The elements inside `root` that Tab reaches, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      (el as HTMLInputElement).type !== 'hidden' &&
      !el.closest('[hidden],[inert]'),
  );
}

/** How a popup part manages focus while it is active. */
export interface FocusScopeOptions {
  /** The scope is active (the popup is open). */
  active: boolean;
  /** Tab and Shift+Tab cycle inside the container and focus cannot leave it (modal). */
  trap: boolean;
  /** Focused first; default: the first tabbable element, else the container. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Focused when the scope ends; default: the element that had focus before it began. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Moves focus into `container` when the scope becomes active, optionally traps Tab inside it,
 * and gives focus back when the scope ends — unless the reader has already put it elsewhere.
 */
export function useFocusScope(container: HTMLElement | null, options: FocusScopeOptions): void {
  const { active, trap } = options;
  const latest = useLatest(options);

  useEffect(() => {
    if (!active || !container) return;
    const doc = container.ownerDocument;
    const before = doc.activeElement as HTMLElement | null;
    const first = () => tabbables(container)[0] ?? container;
    if (!container.contains(doc.activeElement)) (latest.current.initialFocus?.() ?? first()).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!trap || event.key !== 'Tab') return;
      const list = tabbables(container);
      const head = list[0];
      const tail = list[list.length - 1];
      const at = doc.activeElement;
      if (!head || !tail) {
        event.preventDefault();
      } else if (event.shiftKey && (at === head || at === container)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && at === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (trap && event.target instanceof Node && !container.contains(event.target)) first().focus();
    };
    container.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const now = doc.activeElement;
      if (!now || now === doc.body || container.contains(now)) {
        (latest.current.returnFocus?.() ?? before)?.focus();
      }
    };
  }, [active, container, trap, latest]);
}

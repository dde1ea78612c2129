import { useEffect } from 'react';
import { tabbables, trapFocus } from '../../kit/index';
import { useLatest } from './use-latest';

/** The elements inside `root` that Tab reaches, in document order (the kit's). */
export { tabbables };

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

    // The kit's one focus trap: Tab and Shift+Tab wrap, focus that leaves comes back.
    const release = trap ? trapFocus(container) : () => {};
    return () => {
      release();
      const now = doc.activeElement;
      if (!now || now === doc.body || container.contains(now)) {
        (latest.current.returnFocus?.() ?? before)?.focus();
      }
    };
  }, [active, container, trap, latest]);
}

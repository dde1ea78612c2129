import { useCallback, useEffect, useState } from 'react';
import { useRestorePrinted } from '../printed-markup';

/** Whether the server printed the element hidden (`style="display:none"`, `hidden`). */
function isShown(el: HTMLElement): boolean {
  return el.style.display !== 'none' && !el.hidden;
}

/**
 * WooCommerce prints `aria-label="Enter your coupon code"` on a link that reads "Click here to
 * enter your code": a spoken name that hides the visible words (WCAG 2.5.3, label in name) and
 * that speech-input users cannot say. The visible text is a good name; the label goes.
 */
function dropMismatchedLabel(link: HTMLElement): void {
  const label = link.getAttribute('aria-label');
  const visible = link.textContent?.trim() ?? '';
  if (label && visible && !label.toLocaleLowerCase().includes(visible.toLocaleLowerCase())) {
    link.removeAttribute('aria-label');
  }
}

/**
 * WooCommerce's checkout toggles: a link (`a.showlogin`, `a.showcoupon`) that shows or hides a
 * form printed hidden. The links become disclosure buttons (role, `aria-controls`,
 * `aria-expanded`, Space as well as Enter), clicks anywhere on the page are caught by
 * delegation (notices re-render the links), and opening moves focus to the form's first field.
 * Returns whether the form is open and a setter (the coupon form closes after applying). When
 * the island goes, the links and the form are as the server printed them.
 */
export function useToggleLink(form: HTMLElement | undefined, linkSelector: string, fallbackId: string) {
  const [open, setOpenState] = useState(() => (form ? isShown(form) : false));

  const setOpen = useCallback(
    (next: boolean, focus = next) => {
      if (!form) return;
      form.style.display = next ? '' : 'none';
      setOpenState(next);
      if (focus) form.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    },
    [form],
  );

  useEffect(() => {
    if (!form) return;
    if (!form.id) form.id = fallbackId;
    for (const link of document.querySelectorAll<HTMLElement>(linkSelector)) {
      link.setAttribute('role', 'button');
      link.setAttribute('aria-controls', form.id);
      link.setAttribute('aria-expanded', String(open));
      dropMismatchedLabel(link);
    }
  }, [form, linkSelector, fallbackId, open]);

  useEffect(() => {
    if (!form) return;
    const target = (event: Event) => (event.target as Element | null)?.closest?.(linkSelector);
    const onClick = (event: MouseEvent) => {
      if (!target(event)) return;
      event.preventDefault();
      setOpen(!isShown(form));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !target(event)) return;
      event.preventDefault();
      setOpen(!isShown(form));
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [form, linkSelector, setOpen]);

  useRestorePrinted(() => [
    [form, ['id', 'style']],
    ...[...document.querySelectorAll(linkSelector)].map(
      (link) => [link, ['role', 'aria-controls', 'aria-expanded', 'aria-label']] as const,
    ),
  ]);
  return { open, setOpen };
}

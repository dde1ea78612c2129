import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';

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

/** What a bound toggle lets its island do: close the form (the coupon form closes after applying). */
export interface ToggleLink {
  setOpen(open: boolean, focus?: boolean): void;
}

/**
 * WooCommerce's checkout toggles: a link (`a.showlogin`, `a.showcoupon`) that shows or hides a
 * form printed hidden. The links become disclosure buttons (role, `aria-controls`,
 * `aria-expanded`, Space as well as Enter), clicks anywhere on the page are caught by
 * delegation (notices re-render the links), and opening moves focus to the form's first field.
 * Unbound (`signal` aborted, the `onCleanup` steps run), the links and the form are as printed.
 */
export function bindToggleLink(
  form: HTMLElement,
  linkSelector: string,
  fallbackId: string,
  { signal, onCleanup }: Pick<BehaviourContext<unknown>, 'signal' | 'onCleanup'>,
): ToggleLink {
  onCleanup(
    keepPrinted([
      [form, ['id', 'style']],
      ...[...document.querySelectorAll(linkSelector)].map(
        (link) => [link, ['role', 'aria-controls', 'aria-expanded', 'aria-label']] as const,
      ),
    ]),
  );
  if (!form.id) form.id = fallbackId;
  const renderLinks = () => {
    for (const link of document.querySelectorAll<HTMLElement>(linkSelector)) {
      link.setAttribute('role', 'button');
      link.setAttribute('aria-controls', form.id);
      link.setAttribute('aria-expanded', String(isShown(form)));
      dropMismatchedLabel(link);
    }
  };
  const setOpen = (open: boolean, focus = open) => {
    form.style.display = open ? '' : 'none';
    renderLinks();
    if (focus) form.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  };
  renderLinks();

  const onLink = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.(linkSelector)) return;
    if (event instanceof KeyboardEvent && event.key !== ' ') return;
    event.preventDefault();
    setOpen(!isShown(form));
  };
  document.addEventListener('click', onLink, { signal });
  document.addEventListener('keydown', onLink, { signal });
  return { setOpen };
}

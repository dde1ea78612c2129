import { keepPrinted } from '../../shared/block-requests';

/** Enter and Space click `el`: a printed span made a button serves keyboards by its click listeners. */
export function clickOnKeys(el: HTMLElement, signal: AbortSignal): void {
  el.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      el.click();
    },
    { signal },
  );
}

/**
 * Makes a printed span a keyboard button (focusable, Enter and Space click it), named `label`
 * (null: its printed text names it); the returned function gives its printed attributes back.
 */
export function asButton(el: HTMLElement, label: string | null, signal: AbortSignal): () => void {
  const undo = keepPrinted(el);
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  if (label) el.setAttribute('aria-label', label);
  clickOnKeys(el, signal);
  return undo;
}

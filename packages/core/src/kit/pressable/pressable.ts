import { keepPrinted } from '../../behaviour/index';

/**
 * Enter and Space click `el`, as they click a button: a printed span or link that the classic
 * script made clickable serves keyboards through its own click listeners. Until `signal` aborts.
 */
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
 * Makes a printed element a keyboard button: `role="button"`, in the Tab order, Enter and Space
 * click it, named `label` (null: its printed text names it). The abort gives back what was printed.
 */
export function asButton(el: HTMLElement, label: string | null, signal: AbortSignal): void {
  // keepPrinted rather than printedWriter: the islands that take this do not load the writer's chunk.
  signal.addEventListener('abort', keepPrinted([[el, ['role', 'tabindex', 'aria-label']]]), { once: true });
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  if (label) el.setAttribute('aria-label', label);
  clickOnKeys(el, signal);
}

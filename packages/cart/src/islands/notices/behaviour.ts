import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { alertNotices, focusNotice } from '../../shared/cart-dom';
import type { NoticesProps } from './props';

/**
 * WooCommerce's notices wrapper (SPEC §8, §9): a notice with role alert — printed by the server
 * or inserted later by any script — is scrolled to (100 px above it, over 1000 ms) and gets focus
 * after 500 ms. Unbound, a printed notice loses the `tabindex` focusing gave it.
 */
export function bindNotices(host: HTMLElement, { signal, onCleanup }: BehaviourContext<NoticesProps>): void {
  const [printed] = alertNotices(host);
  if (printed) {
    onCleanup(keepPrinted([[printed, ['tabindex']]]));
    focusNotice(printed);
  }
  const observer = new MutationObserver((records) => {
    const added = records
      .flatMap((r) => [...r.addedNodes])
      .filter((n): n is HTMLElement => n instanceof HTMLElement);
    const [first] = added.flatMap(alertNotices);
    if (first) focusNotice(first);
  });
  observer.observe(host, { childList: true, subtree: true });
  signal.addEventListener('abort', () => observer.disconnect());
}

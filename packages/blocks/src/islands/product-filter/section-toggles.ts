import { asButton } from '@firsat/core/kit';
import { keepAttributes } from '../../shared/block-requests';

/**
 * The sections' collapse toggles (product-blocks.md §2 "UI toggles"): each
 * `.wopb-filter-header > .wopb-filter-toggle` (the `.wopb-filter-plus` / `.wopb-filter-minus`
 * icons) becomes a disclosure button for its `.wopb-filter-body`, named after the section's label,
 * open as the block's `wopb-filter-toggle-initial-open` / `-close` class says. Enter, Space or a
 * click shows or hides the body; the icon that fits is shown. Everything is as printed on stop.
 */
export function bindSectionToggles(
  el: HTMLElement,
  signal: AbortSignal,
  onCleanup: (undo: () => void) => void,
): void {
  const wrapper = el.closest('.wopb-filter-block') ?? el;
  const initiallyOpen = !wrapper.classList.contains('wopb-filter-toggle-initial-close');
  el.querySelectorAll<HTMLElement>('.wopb-filter-section').forEach((section, index) => {
    const toggle = section.querySelector<HTMLElement>(':scope > .wopb-filter-header > .wopb-filter-toggle');
    const body = section.querySelector<HTMLElement>(':scope > .wopb-filter-body');
    if (!toggle || !body) return;
    const plus = toggle.querySelector<HTMLElement>('.wopb-filter-plus');
    const minus = toggle.querySelector<HTMLElement>('.wopb-filter-minus');
    for (const part of [body, plus, minus]) if (part) onCleanup(keepAttributes(part));
    const label = section
      .querySelector(':scope > .wopb-filter-header > .wopb-filter-label')
      ?.textContent?.trim();
    if (!body.id) body.id = `wopb-filter-body-${index}-${Math.random().toString(36).slice(2, 8)}`;
    onCleanup(keepAttributes(toggle));
    asButton(toggle, label || null, signal);
    toggle.setAttribute('aria-controls', body.id);
    const show = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      body.hidden = !open;
      if (plus) plus.style.display = open ? 'none' : '';
      if (minus) minus.style.display = open ? '' : 'none';
    };
    show(initiallyOpen);
    const flip = () => show(body.hidden === true);
    toggle.addEventListener('click', flip, { signal });
  });
}

/** SPEC §9: the overlay over a cart part while its request is in flight. */
export const BLOCK_OVERLAY_OPACITY = 0.6;

const OVERLAY = 'blockUI blockOverlay';

/** Elements given `position: relative` to hold the overlay → whether they had a `style` attribute then. */
const positioned = new WeakMap<Element, boolean>();

/** True when `el` or an ancestor is blocked already (WooCommerce's is_blocked). */
export function isBlocked(el: Element): boolean {
  return el.closest('.processing') !== null;
}

/**
 * Blocks an element as WooCommerce's blockUI did: class `processing`, `aria-busy`, and a white
 * overlay at opacity 0.6 that takes the pointer. Blocking twice adds nothing.
 */
export function blockElement(el: HTMLElement): void {
  if (isBlocked(el)) return;
  el.classList.add('processing');
  el.setAttribute('aria-busy', 'true');
  if (getComputedStyle(el).position === 'static') {
    positioned.set(el, el.hasAttribute('style'));
    el.style.position = 'relative';
  }
  const overlay = document.createElement('div');
  overlay.className = OVERLAY;
  overlay.setAttribute('aria-hidden', 'true');
  Object.assign(overlay.style, {
    position: 'absolute',
    inset: '0',
    zIndex: '1000',
    background: '#fff',
    opacity: String(BLOCK_OVERLAY_OPACITY),
    cursor: 'wait',
  });
  el.append(overlay);
}

/**
 * Removes what {@link blockElement} added, its `position` included (other style changes made
 * meanwhile stay: the coupon form is closed while blocked).
 */
export function unblockElement(el: HTMLElement): void {
  el.classList.remove('processing');
  el.removeAttribute('aria-busy');
  for (const overlay of el.querySelectorAll(':scope > .blockOverlay')) overlay.remove();
  const hadStyle = positioned.get(el);
  if (hadStyle === undefined) return;
  positioned.delete(el);
  el.style.removeProperty('position');
  if (!hadStyle && el.getAttribute('style') === '') el.removeAttribute('style');
}

import { keepPrinted } from '@firsat/core/island';

/** SPEC §9: the cart blocking overlay's opacity. */
export const BLOCK_OVERLAY_OPACITY = 0.6;

/**
 * Blocks a mini cart item while its removal is in flight, as WooCommerce's blockUI did (a white
 * overlay at opacity 0.6), and tells assistive technology it is busy. Returns the unblock, which
 * leaves the item's attributes as they were printed.
 */
export function blockItem(item: HTMLElement): () => void {
  const restore = keepPrinted([[item, ['style', 'class', 'aria-busy']]]);
  const overlay = document.createElement('div');
  overlay.className = 'blockUI blockOverlay';
  overlay.setAttribute('aria-hidden', 'true');
  overlay.style.cssText = `position:absolute;inset:0;z-index:1000;background:#fff;opacity:${BLOCK_OVERLAY_OPACITY};cursor:wait`;
  if (getComputedStyle(item).position === 'static') item.style.position = 'relative';
  item.classList.add('processing');
  item.setAttribute('aria-busy', 'true');
  item.append(overlay);
  return () => {
    overlay.remove();
    restore();
  };
}

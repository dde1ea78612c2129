import type { ReferenceType } from '@floating-ui/react';

/**
 * A light stand-in for floating-ui's `autoUpdate` (about 0.5 KB less): re-positions on window
 * resize, on any scroll (captured, so scrolling ancestors count) and when either element
 * changes size. Pass it as `whileElementsMounted`.
 */
export function trackPosition(
  reference: ReferenceType,
  floating: HTMLElement,
  update: () => void,
): () => void {
  const win = floating.ownerDocument.defaultView ?? window;
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => update()) : undefined;
  sizes?.observe(floating);
  if (reference instanceof Element) sizes?.observe(reference);
  win.addEventListener('resize', update);
  win.addEventListener('scroll', update, true);
  update();
  return () => {
    sizes?.disconnect();
    win.removeEventListener('resize', update);
    win.removeEventListener('scroll', update, true);
  };
}

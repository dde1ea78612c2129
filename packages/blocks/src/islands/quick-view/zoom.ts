import type { ReplyParts } from './markup';
import { zoomOffset, zoomRuns, zoomTransform } from './model';

/**
 * The hover zoom (quickview.js): over a `.wopb-main-image`, `.wopb-zoom-image-inner`'s picture
 * takes the image's src and the frame `.wopb-zoom-image-outer` shows, the inner frame moved by
 * the pointer's share of the way across, capped at 74 % (model.ts `zoomOffset`); leaving hides
 * it. Only at 992 px and wider for a pointer that can hover (model.ts `zoomRuns`): below, the
 * columns stack and the plugin prints no zoom for mobiles. Decorative: the frame stays
 * `aria-hidden`, the picture is the slide's own.
 */
export function bindZoom(parts: ReplyParts, signal: AbortSignal): void {
  const { image, zoomOuter, zoomInner } = parts;
  const picture = zoomInner?.querySelector('img');
  if (!image || !zoomOuter || !zoomInner || !picture) return;
  zoomOuter.setAttribute('aria-hidden', 'true');
  const hide = () => {
    zoomOuter.style.display = 'none';
  };
  hide();
  const canHover = () => window.matchMedia?.('(hover: hover)').matches ?? true;
  image.addEventListener(
    'mousemove',
    (event) => {
      const target = event.target as Element | null;
      if (!(target instanceof HTMLImageElement) || !target.classList.contains('wopb-main-image'))
        return hide();
      if (!zoomRuns(window.innerWidth, canHover())) return hide();
      const src = target.currentSrc || target.src;
      if (picture.getAttribute('src') !== src) picture.setAttribute('src', src);
      zoomOuter.style.display = 'block';
      const box = target.getBoundingClientRect();
      const offset = zoomOffset(event.clientX - box.left, event.clientY - box.top, box.width, box.height);
      zoomInner.style.transform = zoomTransform(offset);
    },
    { signal },
  );
  image.addEventListener(
    'mouseout',
    (event) => {
      const to = (event as MouseEvent).relatedTarget;
      if (!(to instanceof HTMLImageElement && to.classList.contains('wopb-main-image'))) hide();
    },
    { signal },
  );
}

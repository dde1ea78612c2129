/**
 * Lazy carousel pictures that fail to load get this class (SPEC §8), the class slick's lazy
 * loading gives them, so the theme's CSS for it keeps applying.
 */
export const LAZY_IMAGE_ERROR_CLASS = 'slick-lazyload-error';

/**
 * Marks `img` with the error class when it fails to load, until `signal` aborts — also when it
 * already failed before the island started (`decode()` rejects for a broken picture).
 */
export function markImageFailure(img: HTMLImageElement, signal: AbortSignal): void {
  const mark = () => {
    if (!signal.aborted) img.classList.add(LAZY_IMAGE_ERROR_CLASS);
  };
  img.addEventListener('error', mark, { signal });
  if (img.complete && img.getAttribute('src') && typeof img.decode === 'function') img.decode().catch(mark);
}

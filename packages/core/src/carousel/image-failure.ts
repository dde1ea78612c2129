/**
 * Lazy carousel pictures that fail to load get this class (SPEC §8), the class slick's lazy
 * loading gives them, so the theme's CSS for it keeps applying.
 */
export const LAZY_IMAGE_ERROR_CLASS = 'slick-lazyload-error';

/** Marks `img` with the error class when it fails to load, until `signal` aborts. */
export function markImageFailure(img: HTMLImageElement, signal: AbortSignal): void {
  img.addEventListener('error', () => img.classList.add(LAZY_IMAGE_ERROR_CLASS), { signal });
}

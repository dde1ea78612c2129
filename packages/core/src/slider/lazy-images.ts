import { LAZY_IMAGE_ERROR_CLASS, LAZY_MARGIN_PX, markImageFailure } from '../carousel/index';

/** Slick's lazy pictures: `img[data-lazy]` (with `data-srcset`, `data-sizes`); backgrounds: `[data-bg]`. */
export const LAZY_IMAGES = 'img[data-lazy]';
/** Pictures the browser loads lazily itself (`loading="lazy"`, as WordPress prints them): only watched for failure. */
export const NATIVE_LAZY_IMAGES = 'img[loading="lazy"]:not([data-lazy])';
export const LAZY_BACKGROUNDS = '[data-bg]';

function loadPicture(img: HTMLImageElement, signal: AbortSignal): void {
  markImageFailure(img, signal);
  const srcset = img.getAttribute('data-srcset');
  const sizes = img.getAttribute('data-sizes');
  if (sizes) img.setAttribute('sizes', sizes);
  if (srcset) img.setAttribute('srcset', srcset);
  img.setAttribute('src', img.getAttribute('data-lazy') ?? '');
}

/** A background is set once its picture has loaded; one that fails marks the element instead. */
function loadBackground(el: HTMLElement, signal: AbortSignal): void {
  const url = el.getAttribute('data-bg') ?? '';
  const probe = new Image();
  probe.addEventListener('load', () => el.style.setProperty('background-image', `url("${url}")`), {
    signal,
  });
  probe.addEventListener('error', () => el.classList.add(LAZY_IMAGE_ERROR_CLASS), { signal });
  probe.src = url;
}

/** Loads the lazy pictures inside one slide. */
function loadSlide(slide: Element, signal: AbortSignal): void {
  for (const img of slide.querySelectorAll<HTMLImageElement>(LAZY_IMAGES)) loadPicture(img, signal);
  for (const el of slide.querySelectorAll<HTMLElement>(LAZY_BACKGROUNDS)) loadBackground(el, signal);
  if (slide instanceof HTMLElement && slide.matches(LAZY_BACKGROUNDS)) loadBackground(slide, signal);
}

/**
 * Loads each slide's lazy pictures when the slide comes within 200 px of the slider's visible
 * box (SPEC §9), once; failures — of those and of the browser's own lazy pictures — get slick's
 * error class (SPEC §8). Without IntersectionObserver
 * every slide loads at once. The caller restores `src`, `srcset`, `sizes`, `style` and `class`.
 */
export function lazyLoadSlides(root: Element, slides: readonly Element[], signal: AbortSignal): void {
  for (const slide of slides)
    for (const img of slide.querySelectorAll<HTMLImageElement>(NATIVE_LAZY_IMAGES))
      markImageFailure(img, signal);
  const waiting = slides.filter(
    (slide) => slide.matches(LAZY_BACKGROUNDS) || slide.querySelector(`${LAZY_IMAGES}, ${LAZY_BACKGROUNDS}`),
  );
  if (waiting.length === 0) return;
  if (typeof IntersectionObserver !== 'function') {
    for (const slide of waiting) loadSlide(slide, signal);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        loadSlide(entry.target, signal);
      }
    },
    { root, rootMargin: `${LAZY_MARGIN_PX}px` },
  );
  for (const slide of waiting) observer.observe(slide);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

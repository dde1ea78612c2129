import { prefersReducedMotion } from '@firsat/core/island';
import { asButton } from '@firsat/core/kit';
import { clampIndex } from '@firsat/core/slider';
import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import type { ReplyParts } from './markup';
import { messages } from './messages';
import { columnCount, thumbsInView } from './model';

const SVG = 'http://www.w3.org/2000/svg';
/** How long a picture takes to slide in (SPEC §9: the product gallery's 500 ms). */
const SLIDE_MS = 500;
const ARROW = {
  previous:
    'm145.19 238.58 215.5-215.5c5.3-5.3 5.3-13.8 0-19.1s-13.8-5.3-19.1 0l-225.1 225.1c-5.3 5.3-5.3 13.8 0 19.1l225.1 225c2.6 2.6 6.1 4 9.5 4s6.9-1.3 9.5-4c5.3-5.3 5.3-13.8 0-19.1l-215.4-215.5z',
  next: 'm360.73 229.08-225.1-225.1c-5.3-5.3-13.8-5.3-19.1 0s-5.3 13.8 0 19.1l215.5 215.5-215.5 215.5c-5.3 5.3-5.3 13.8 0 19.1 2.6 2.6 6.1 4 9.5 4s6.9-1.3 9.5-4l225.1-225.1c5.3-5.2 5.3-13.8 0.1-19z',
};

/** The large arrow as quickview.js builds it (`.wopb-slick-prev-large` / `-next-large`), as a real button. */
function arrow(kind: 'previous' | 'next'): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = kind === 'previous' ? 'wopb-slick-prev-large' : 'wopb-slick-next-large';
  button.setAttribute('aria-label', messages.t(kind === 'previous' ? 'previousImage' : 'nextImage'));
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 477.18 477.18');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ARROW[kind]);
  svg.append(path);
  button.append(svg);
  return button;
}

/**
 * The reply's pictures (quickview.js' two slicks): `.wopb-quick-slider` one picture at a time on
 * keen-slider, held at the ends (`infinite: false`: the previous arrow hidden on the first, the
 * next on the last), Left / Right keys on it; `.wopb-quick-slider-nav` the thumbnails, as many in
 * view as `data-collg` / `-colsm` / `-colxs` give at 992 and 768 px (the shared slider model), each
 * a keyboard button that shows its picture (`aria-current` on the one shown). The content is
 * thrown away when the modal shows another product; `signal` ends the sliders with it.
 */
export function bindGallery(parts: ReplyParts, signal: AbortSignal): { current(): number } {
  const { slider, thumbs } = parts;
  let current = 0;
  /** The picture the arrows or a thumbnail are moving to, until the slider lands on it. */
  let target: number | null = null;
  if (!slider) return { current: () => current };
  const slides = Array.from(slider.children) as HTMLElement[];
  const count = slides.length;
  slider.classList.add('keen-slider');
  Object.assign(slider.style, { display: 'flex', overflow: 'hidden', position: 'relative' });
  const main: KeenSliderInstance = new KeenSlider(slider, {
    selector: () => slides,
    slides: { perView: 1 },
    loop: false,
    rubberband: false,
    // SPEC §9's gallery slide (500 ms); none for reduced motion.
    defaultAnimation: { duration: prefersReducedMotion() ? 0 : SLIDE_MS },
    // A drag or swipe lands on a picture: show it. While the arrows' or thumbnails' move runs,
    // the pictures it passes are not the one asked for.
    slideChanged: (s) => {
      const rel = s.track.details?.rel ?? current;
      if (target !== null) {
        if (rel === target) target = null;
        return;
      }
      show(rel, false);
    },
    animationEnded: () => {
      target = null;
    },
  });
  signal.addEventListener('abort', () => main.destroy(), { once: true });

  const previous = arrow('previous');
  const next = arrow('next');
  slider.before(previous);
  slider.after(next);

  const thumbItems = thumbs ? (Array.from(thumbs.children) as HTMLElement[]) : [];
  let nav: KeenSliderInstance | null = null;
  if (thumbs && thumbItems.length > 0) {
    const columns = {
      lg: columnCount(thumbs.dataset.collg, 4),
      sm: columnCount(thumbs.dataset.colsm, 3),
      xs: columnCount(thumbs.dataset.colxs, 3),
    };
    thumbs.classList.add('keen-slider');
    Object.assign(thumbs.style, { display: 'flex', overflow: 'hidden' });
    const perView = () => thumbsInView(window.innerWidth, columns);
    nav = new KeenSlider(thumbs, {
      selector: () => thumbItems,
      slides: { perView: perView(), spacing: 8 },
      loop: false,
      rubberband: false,
      drag: thumbItems.length > perView(),
    });
    const navSlider = nav;
    signal.addEventListener('abort', () => navSlider.destroy(), { once: true });
    window.addEventListener(
      'resize',
      () => navSlider.update({ slides: { perView: perView(), spacing: 8 } }),
      {
        signal,
      },
    );
    thumbItems.forEach((item, index) => {
      asButton(item, messages.t('image', { n: index + 1 }), signal);
      item.addEventListener('click', () => show(index, true), { signal });
    });
  }

  /** Shows picture `index`: the arrows at the ends, the thumbnail marked and in view. */
  function show(index: number, move: boolean) {
    current = clampIndex(index, 0, count);
    if (move && main.track.details?.rel !== current) {
      target = current;
      main.moveToIdx(current);
    }
    previous.hidden = current === 0;
    next.hidden = current === count - 1;
    slides.forEach((slide, i) => {
      if (i === current) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    thumbItems.forEach((item, i) => {
      item.classList.toggle('slick-current', i === current);
      if (i === current) item.setAttribute('aria-current', 'true');
      else item.removeAttribute('aria-current');
    });
    nav?.moveToIdx(Math.min(current, Math.max(thumbItems.length - 1, 0)));
  }
  const step = (delta: number) => {
    const target = clampIndex(current, delta, count);
    if (target === current) return;
    show(target, true);
    // The arrow pressed may hide at an end: focus stays on the other one.
    if (document.activeElement instanceof HTMLElement && document.activeElement.hidden) {
      (delta > 0 ? previous : next).focus();
    }
  };
  previous.addEventListener('click', () => step(-1), { signal });
  next.addEventListener('click', () => step(1), { signal });
  slider.parentElement?.addEventListener(
    'keydown',
    (event) => {
      const rtl = document.documentElement.dir === 'rtl';
      if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) step(1);
      else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) step(-1);
      else return;
      event.preventDefault();
    },
    { signal },
  );
  show(0, false);
  return { current: () => current };
}

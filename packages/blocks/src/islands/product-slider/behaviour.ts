import type { BehaviourContext } from '@firsat/core/island';
import { prefersReducedMotion } from '@firsat/core/island';
import { printedWriter } from '@firsat/core/kit';
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import {
  type AutoplayState,
  autoplayRuns,
  CAROUSEL_DEFAULTS,
  canSlide,
  defaultsFor,
  SLIDES_TO_SCROLL,
  slidesPerView,
  swipeStep,
  wrapIndex,
} from '../../shared/slider';
import { buildFrame } from './frame';
import { lazyLoadSlides } from './lazy-images';
import { keepSlider, readSlider } from './markup';
import type { ProductSliderProps } from './props';
import { labelSlider, renderSlider } from './render';

/** Keys that belong to a field inside a slide (the slider's quantity inputs), not to the slider. */
const isField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The product-blocks slider and carousel (`.wopb-product-blocks-slide`): keen-slider over the
 * printed items, `slidestoshow` for large / medium / small screens (991 and 767 px), one slide a
 * step, looping, with slick's class names so the theme's CSS keeps applying. Arrows (buttons
 * with the block's own icons), dots (buttons, the current one marked), fade for the Product
 * Slider block, autoplay paused on hover, on focus and by a visible pause control (WCAG 2.2.2),
 * off and without animation for reduced motion; Left / Right keys on the focused slider; lazy
 * pictures within 200 px, marked when they fail. Unbound, the block is byte for byte as printed.
 */
export function bindProductSlider(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductSliderProps>,
): void {
  const markup = readSlider(el);
  const { slides, rtl } = markup;
  const count = slides.length;
  const reduced = prefersReducedMotion();
  const speed = reduced ? 0 : defaultsFor(props.kind).speed;
  onCleanup(keepSlider(el, slides));
  const write = printedWriter(signal);
  labelSlider(write, el, markup, props.fade);
  const frame = buildFrame(markup, props);
  const { list, pause, previous, next, dots } = frame;
  el.replaceChildren(...frame.controls);

  let perView = slidesPerView(window.innerWidth, props.slidesToShow, props.fade);
  let current = 0;
  const autoplay: AutoplayState = {
    enabled: props.autoplay,
    paused: reduced,
    hovered: false,
    focused: false,
    slides: canSlide(count, perView),
  };
  const render = renderSlider(write, el, slides, frame, props.autoplay);
  // Autoplay: one timer, restarted after each move, stopped whenever autoplayRuns() says so.
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  /** Shows where the slider is, and (re)starts or stops autoplay's timer. */
  function update() {
    autoplay.slides = canSlide(count, perView);
    render({ current, perView, count, autoplay });
    clearTimeout(timer);
    if (!autoplayRuns(autoplay) || signal.aborted) return;
    timer = setTimeout(() => step(SLIDES_TO_SCROLL), props.autoplaySpeed);
  }

  const options = (): KeenSliderOptions => {
    const slidable = canSlide(count, perView);
    return {
      initial: current,
      loop: slidable,
      drag: slidable,
      rtl,
      rubberband: false,
      selector: () => slides,
      slides: { perView },
      renderMode: props.fade ? 'custom' : 'precision',
      defaultAnimation: { duration: speed },
    };
  };
  const slider = createSlider(
    frame.track,
    slides,
    options(),
    props.fade,
    () => perView,
    (delta, target) => {
      slider.moveToIdx(target, true, { duration: speed });
      current = wrapIndex(current, delta, count);
      update();
    },
  );
  onCleanup(() => slider.destroy());

  function goTo(index: number) {
    if (!canSlide(count, perView)) return;
    current = wrapIndex(index, 0, count);
    update();
    slider.moveToIdx(current, false, { duration: speed });
  }
  function step(delta: number) {
    if (!canSlide(count, perView)) return;
    current = wrapIndex(current, delta, count);
    update();
    if (delta > 0) slider.next();
    else slider.prev();
  }

  const pauses = (key: 'paused' | 'hovered' | 'focused', value: boolean) => {
    autoplay[key] = value;
    update();
  };
  pause?.addEventListener('click', () => pauses('paused', !autoplay.paused), { signal });
  previous?.addEventListener('click', () => step(-1), { signal });
  next?.addEventListener('click', () => step(1), { signal });
  dots.forEach((dot, index) => {
    dot.addEventListener('click', () => goTo(index), { signal });
  });
  wireSlider(el, rtl, step, pauses, signal);
  // The breakpoints: slides in view follow the window's width.
  window.addEventListener(
    'resize',
    () => {
      const now = slidesPerView(window.innerWidth, props.slidesToShow, props.fade);
      if (now === perView) return;
      perView = now;
      slider.update(options(), current);
      update();
    },
    { signal },
  );

  lazyLoadSlides(list, slides, signal);
  update();
}

/**
 * Left / Right keys on the focused slider (reversed for right-to-left pages); autoplay paused on
 * hover and on focus (a pointer or keyboard user reading a slide keeps it).
 */
function wireSlider(
  el: HTMLElement,
  rtl: boolean,
  step: (delta: number) => void,
  pauses: (key: 'hovered' | 'focused', value: boolean) => void,
  signal: AbortSignal,
): void {
  const listeners: Record<string, (event: Event) => void> = {
    keydown: (event) => {
      const { key, target, altKey, ctrlKey, metaKey } = event as KeyboardEvent;
      if (isField(target) || altKey || ctrlKey || metaKey) return;
      if (key === (rtl ? 'ArrowLeft' : 'ArrowRight')) step(1);
      else if (key === (rtl ? 'ArrowRight' : 'ArrowLeft')) step(-1);
      else return;
      event.preventDefault();
    },
    pointerenter: () => pauses('hovered', true),
    pointerleave: () => pauses('hovered', false),
    focusin: () => pauses('focused', true),
    focusout: (event) => {
      const to = (event as FocusEvent).relatedTarget;
      if (!(to instanceof Node && el.contains(to))) pauses('focused', false);
    },
  };
  for (const [type, listener] of Object.entries(listeners)) el.addEventListener(type, listener, { signal });
}

/**
 * keen-slider on the track. Fade: every slide in the same grid cell, its opacity the share of it
 * in view. A swipe moves one slide once it went past a fifth of the width (slick's
 * touchThreshold 5): `swiped(delta, target)` with the step and the slide to settle on.
 */
function createSlider(
  track: HTMLElement,
  slides: readonly HTMLElement[],
  options: KeenSliderOptions,
  fade: boolean,
  perView: () => number,
  swiped: (delta: number, target: number) => void,
): KeenSliderInstance {
  const faded = (s: KeenSliderInstance) => {
    if (!fade) return;
    s.track.details?.slides.forEach((detail, index) => {
      slides[index]?.style.setProperty('opacity', String(detail.portion));
    });
  };
  let dragFrom: { position: number; abs: number } | null = null;
  return new KeenSlider(track, {
    ...options,
    created: faded,
    detailsChanged: faded,
    dragStarted: (s) => {
      const details = s.track.details;
      dragFrom = details ? { position: details.position, abs: details.abs } : null;
    },
    dragEnded: (s) => {
      const details = s.track.details;
      if (!dragFrom || !details) return;
      const moved = (details.position - dragFrom.position) * perView();
      const delta = swipeStep(moved, perView(), CAROUSEL_DEFAULTS.touchThreshold);
      const target = dragFrom.abs + delta;
      dragFrom = null;
      swiped(delta, target);
    },
  });
}

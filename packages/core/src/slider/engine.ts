import type { KeenSliderOptions } from 'keen-slider';
import { keepChildren, keepPrinted } from '../behaviour/index';
import {
  type AutoplayState,
  autoplayRuns,
  canSlide,
  prefersReducedMotion,
  SLIDES_TO_SCROLL,
  wrapIndex,
} from '../carousel/index';
import { printedWriter } from '../kit/index';
import { buildFrame } from './frame';
import { engine } from './keen';
import { LAZY_BACKGROUNDS, LAZY_IMAGES, lazyLoadSlides, NATIVE_LAZY_IMAGES } from './lazy-images';
import { labelSlider, renderSlider } from './render';
import type { CarouselMarkup, CarouselText } from './texts';

/** How a slider moves, as its island read it from the block's data-* (defaults applied). */
export interface CarouselSettings {
  /** Slides in view at the window's width now (the island's breakpoints). */
  perView: () => number;
  fade: boolean;
  autoplay: boolean;
  /** ms between automatic slides */
  autoplaySpeed: number;
  /** ms one slide change takes (0 for reduced motion, whatever is asked) */
  speed: number;
  arrows: boolean;
  dots: boolean;
  /** slick's `centerMode`: the current slide in the middle, `centrePadding()` px of its neighbours showing each side */
  centred?: boolean;
  centrePadding?: () => number;
}

/** What the island hands the slider: its life and its texts. */
export interface CarouselContext {
  signal: AbortSignal;
  onCleanup: (cleanup: () => void) => void;
  /** the island's `messages.t` */
  t: CarouselText;
}

/** Keys that belong to a field inside a slide (a quantity input), not to the slider. */
const isField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Notes what the slider, keen-slider and the lazy pictures change on the printed elements
 * beyond what render writes (the children, styles, the pictures' sources); the returned
 * function puts it back as printed.
 */
export function keepSlider(el: HTMLElement, slides: readonly HTMLElement[]): () => void {
  const children = keepChildren(el);
  const attributes = keepPrinted([
    [el, ['class', 'style']],
    ...slides.map((slide) => [slide, ['class', 'style']] as const),
    ...[...el.querySelectorAll(LAZY_IMAGES)].map(
      (img) => [img, ['src', 'srcset', 'sizes', 'class']] as const,
    ),
    ...[...el.querySelectorAll(NATIVE_LAZY_IMAGES)].map((img) => [img, ['class']] as const),
    ...[...el.querySelectorAll(LAZY_BACKGROUNDS)].map((bg) => [bg, ['style', 'class']] as const),
  ]);
  return () => {
    attributes();
    children();
  };
}

/**
 * A block plugin's slider on keen-slider (the product slider, the post sliders): the printed
 * items become the slides of a named carousel with slick's class names, so the theme's CSS keeps
 * applying; one slide a step (SPEC §9), looping; arrows (buttons with the block's own icons),
 * dots (buttons, the current one marked), fade, centre mode; autoplay paused on hover, on focus
 * and by a visible pause control (WCAG 2.2.2), off and without animation for reduced motion until
 * the visitor presses play; Left / Right keys on the focused slider; lazy pictures and
 * backgrounds within 200 px, marked when they fail. The signal's abort gives the block back byte
 * for byte as printed.
 */
export function bindCarousel(
  el: HTMLElement,
  markup: CarouselMarkup,
  settings: CarouselSettings,
  { signal, onCleanup, t }: CarouselContext,
): void {
  const { slides, rtl } = markup;
  const count = slides.length;
  const reduced = prefersReducedMotion();
  const speed = reduced ? 0 : settings.speed;
  const centred = settings.centred === true && !settings.fade;
  onCleanup(keepSlider(el, slides));
  const write = printedWriter(signal);
  labelSlider(write, el, markup, settings.fade, t);
  const frame = buildFrame(markup, t, settings);
  const { list, pause, previous, next, dots } = frame;
  el.replaceChildren(...frame.controls, ...(markup.kept ?? []));

  let perView = settings.perView();
  let current = 0;
  const autoplay: AutoplayState = {
    enabled: settings.autoplay,
    paused: reduced,
    hovered: false,
    focused: false,
    slides: canSlide(count, perView),
  };
  const render = renderSlider(write, el, slides, frame, settings.autoplay, t);
  // Autoplay: one timer, restarted after each move, stopped whenever autoplayRuns() says so.
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  /** Shows where the slider is, and (re)starts or stops autoplay's timer. */
  function update() {
    autoplay.slides = canSlide(count, perView);
    render({ current, perView, count, autoplay, centred });
    clearTimeout(timer);
    if (!autoplayRuns(autoplay) || signal.aborted) return;
    timer = setTimeout(() => step(SLIDES_TO_SCROLL), settings.autoplaySpeed);
  }

  /** keen-slider's slides in view: centre mode shows `centrePadding` px of each neighbour too. */
  const keenPerView = () => {
    const padding = centred ? (settings.centrePadding?.() ?? 0) : 0;
    const width = el.clientWidth;
    return padding > 0 && width > 2 * padding ? (perView * width) / (width - 2 * padding) : perView;
  };
  const options = (): KeenSliderOptions => {
    const slidable = canSlide(count, perView);
    return {
      initial: current,
      loop: slidable,
      drag: slidable,
      rtl,
      rubberband: false,
      selector: () => slides,
      slides: { perView: keenPerView(), origin: centred ? 'center' : 'auto' },
      renderMode: settings.fade ? 'custom' : 'precision',
      defaultAnimation: { duration: speed },
    };
  };
  const slider = engine(frame.track, slides, options(), {
    fade: settings.fade,
    perView: () => perView,
    swiped: (delta, target) => {
      slider.moveToIdx(target, true, { duration: speed });
      current = wrapIndex(current, delta, count);
      update();
    },
  });
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
      const now = settings.perView();
      if (now === perView && !centred) return;
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

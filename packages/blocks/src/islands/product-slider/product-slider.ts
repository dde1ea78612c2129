import type { BehaviourContext } from '@firsat/core/island';
import { IslandError, keepChildren, keepPrinted, prefersReducedMotion } from '@firsat/core/island';
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { LAZY_BACKGROUNDS, LAZY_IMAGES, lazyLoadSlides, NATIVE_LAZY_IMAGES } from './lazy-images';
import { messages } from './messages';
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
} from './model';
import type { ProductSliderProps } from './props';

/** What the slider adds or changes on the printed elements; all of it goes back on unmount. */
const HOST_ATTRIBUTES = [
  'class',
  'style',
  'role',
  'aria-roledescription',
  'aria-label',
  'tabindex',
  'data-autoplay-state',
];
const SLIDE_ATTRIBUTES = [
  'class',
  'style',
  'role',
  'aria-roledescription',
  'aria-label',
  'aria-hidden',
  'inert',
];

const PAUSE_SHAPE = 'M6 5h4v14H6zm8 0h4v14h-4z';
const PLAY_SHAPE = 'M7 4.5v15l12-7.5z';
const SVG = 'http://www.w3.org/2000/svg';

/** The pause control's icon (decorative: the button carries the name), built as nodes, never as HTML text. */
function controlIcon(className: string, shape: string, hidden: boolean): HTMLSpanElement {
  const holder = document.createElement('span');
  holder.className = className;
  holder.hidden = hidden;
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '16',
    height: '16',
    'aria-hidden': 'true',
    focusable: 'false',
    style: 'pointer-events:none',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', shape);
  svg.append(path);
  holder.append(svg);
  return holder;
}

function button(className: string, label: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.setAttribute('aria-label', label);
  return el;
}

/** The arrow's icon: a copy of what the block prints in `.wopb-slick-prev` / `.wopb-slick-next`. */
function arrowIcon(template: Element | null | undefined, fallback: string): Node[] {
  const inner = template?.querySelector('.slick-arrow') ?? template;
  const nodes = inner ? [...inner.childNodes].map((node) => node.cloneNode(true)) : [];
  if (nodes.length > 0) return nodes;
  const span = document.createElement('span');
  span.setAttribute('aria-hidden', 'true');
  span.textContent = fallback;
  return [span];
}

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
  const slides = [...el.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (slides.length === 0)
    throw new IslandError('product-slider', undefined, undefined, 'no slides in .wopb-product-blocks-slide');
  const count = slides.length;
  const block = el.closest('.wopb-block-wrapper') ?? el.parentElement;
  const nav = block?.querySelector('.wopb-slick-nav');
  const reduced = prefersReducedMotion();
  const speed = reduced ? 0 : defaultsFor(props.kind).speed;
  const rtl = document.documentElement.getAttribute('dir') === 'rtl';

  onCleanup(keepChildren(el));
  onCleanup(
    keepPrinted([
      [el, HOST_ATTRIBUTES],
      ...slides.map((slide) => [slide, SLIDE_ATTRIBUTES] as const),
      ...[...el.querySelectorAll(LAZY_IMAGES)].map(
        (img) => [img, ['src', 'srcset', 'sizes', 'class']] as const,
      ),
      ...[...el.querySelectorAll(NATIVE_LAZY_IMAGES)].map((img) => [img, ['class']] as const),
      ...[...el.querySelectorAll(LAZY_BACKGROUNDS)].map((bg) => [bg, ['style', 'class']] as const),
    ]),
  );

  let perView = slidesPerView(window.innerWidth, props.slidesToShow, props.fade);
  let current = 0;
  const autoplay: AutoplayState = {
    enabled: props.autoplay,
    paused: reduced,
    hovered: false,
    focused: false,
    slides: canSlide(count, perView),
  };

  // The WAI carousel pattern: a named region of labelled slide groups.
  const heading = block?.querySelector('.wopb-heading-inner')?.textContent?.trim();
  el.classList.add('slick-initialized', 'slick-slider');
  el.setAttribute('role', 'region');
  el.setAttribute('aria-roledescription', messages.t('carouselRole'));
  el.setAttribute('aria-label', heading || messages.t('carousel'));
  el.setAttribute('tabindex', '0');
  el.style.setProperty('position', 'relative');

  const list = document.createElement('div');
  list.className = 'slick-list';
  Object.assign(list.style, { overflow: 'hidden', position: 'relative' });
  const track = document.createElement('div');
  track.className = 'slick-track keen-slider';
  Object.assign(
    track.style,
    props.fade
      ? { display: 'grid', position: 'relative' }
      : {
          display: 'flex',
          overflow: 'hidden',
          position: 'relative',
          touchAction: 'pan-y',
          userSelect: 'none',
        },
  );
  slides.forEach((slide, index) => {
    slide.classList.add('slick-slide', 'keen-slider__slide');
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', messages.t('slideRole'));
    slide.setAttribute('aria-label', messages.t('slideLabel', { n: index + 1, count }));
    if (props.fade) slide.style.setProperty('grid-area', '1 / 1');
  });
  track.append(...slides);
  list.append(track);

  // Controls, in reading order: pause, previous, the slides, next, dots.
  let pause: HTMLButtonElement | null = null;
  if (props.autoplay) {
    pause = button('firsat-slider-pause', messages.t('pause'));
    pause.append(
      controlIcon('firsat-slider-hold', PAUSE_SHAPE, false),
      controlIcon('firsat-slider-play', PLAY_SHAPE, true),
    );
    pause.addEventListener(
      'click',
      () => {
        autoplay.paused = !autoplay.paused;
        render();
      },
      { signal },
    );
  }
  let previous: HTMLButtonElement | null = null;
  let next: HTMLButtonElement | null = null;
  if (props.arrows) {
    previous = button('slick-prev slick-arrow', messages.t('previous'));
    previous.append(...arrowIcon(nav?.querySelector('.wopb-slick-prev'), '‹'));
    previous.addEventListener('click', () => step(-1), { signal });
    next = button('slick-next slick-arrow', messages.t('next'));
    next.append(...arrowIcon(nav?.querySelector('.wopb-slick-next'), '›'));
    next.addEventListener('click', () => step(1), { signal });
  }
  const dots: HTMLButtonElement[] = [];
  let dotList: HTMLUListElement | null = null;
  if (props.dots) {
    dotList = document.createElement('ul');
    dotList.className = 'slick-dots';
    slides.forEach((_, index) => {
      const item = document.createElement('li');
      const dot = button('', messages.t('goToSlide', { n: index + 1 }));
      dot.textContent = String(index + 1);
      dot.addEventListener('click', () => goTo(index), { signal });
      item.append(dot);
      dotList?.append(item);
      dots.push(dot);
    });
  }
  el.replaceChildren(
    ...([pause, previous, list, next, dotList] as (HTMLElement | null)[]).filter(
      (node): node is HTMLElement => node !== null,
    ),
  );

  /** Shows where the slider is: visible slides, dots, arrows, the pause control, the live region. */
  function render() {
    const slidable = canSlide(count, perView);
    autoplay.slides = slidable;
    slides.forEach((slide, index) => {
      const offset = wrapIndex(index, -current, count);
      const visible = !slidable || offset < perView;
      slide.classList.toggle('slick-active', visible);
      slide.classList.toggle('slick-current', index === current);
      if (visible) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      slide.toggleAttribute('inert', !visible);
    });
    dots.forEach((dot, index) => {
      const active = index === current;
      if (active) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      dot.parentElement?.classList.toggle('slick-active', active);
    });
    if (dotList) dotList.hidden = !slidable;
    if (previous) previous.hidden = !slidable;
    if (next) next.hidden = !slidable;
    const running = autoplayRuns(autoplay);
    if (pause) {
      pause.hidden = !slidable;
      // Only attributes change: replacing the icon under a pressed pointer would lose the click.
      pause.setAttribute('aria-label', messages.t(autoplay.paused ? 'play' : 'pause'));
      pause.setAttribute('data-state', autoplay.paused ? 'paused' : 'playing');
      pause.querySelector('.firsat-slider-play')?.toggleAttribute('hidden', !autoplay.paused);
      pause.querySelector('.firsat-slider-hold')?.toggleAttribute('hidden', autoplay.paused);
    }
    el.setAttribute('data-autoplay-state', props.autoplay ? (running ? 'running' : 'paused') : 'off');
    // Moving slides are not announced; slides a person moves are.
    track.setAttribute('aria-live', running ? 'off' : 'polite');
    schedule();
  }

  // Autoplay: one timer, restarted after each move, stopped whenever autoplayRuns() says so.
  let timer: ReturnType<typeof setTimeout> | undefined;
  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (!autoplayRuns(autoplay) || signal.aborted) return;
    timer = setTimeout(() => step(SLIDES_TO_SCROLL), props.autoplaySpeed);
  }
  onCleanup(() => clearTimeout(timer));

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

  // Fade: every slide in the same grid cell, its opacity the share of it in view.
  const fade = (s: KeenSliderInstance) => {
    if (!props.fade) return;
    s.track.details?.slides.forEach((detail, index) => {
      slides[index]?.style.setProperty('opacity', String(detail.portion));
    });
  };

  // A swipe moves one slide once it went past a fifth of the width (slick's touchThreshold 5).
  let dragFrom: { position: number; abs: number } | null = null;
  const slider = new KeenSlider(track, {
    ...options(),
    created: fade,
    detailsChanged: fade,
    dragStarted: (s) => {
      const details = s.track.details;
      dragFrom = details ? { position: details.position, abs: details.abs } : null;
    },
    dragEnded: (s) => {
      const details = s.track.details;
      if (!dragFrom || !details) return;
      const moved = (details.position - dragFrom.position) * perView;
      const delta = swipeStep(moved, perView, CAROUSEL_DEFAULTS.touchThreshold);
      const target = dragFrom.abs + delta;
      dragFrom = null;
      s.moveToIdx(target, true, { duration: speed });
      current = wrapIndex(current, delta, count);
      render();
    },
  });
  onCleanup(() => slider.destroy());

  function goTo(index: number) {
    if (!canSlide(count, perView)) return;
    current = wrapIndex(index, 0, count);
    render();
    slider.moveToIdx(current, false, { duration: speed });
  }
  function step(delta: number) {
    if (!canSlide(count, perView)) return;
    current = wrapIndex(current, delta, count);
    render();
    if (delta > 0) slider.next();
    else slider.prev();
  }

  // Keyboard: Left / Right on the focused slider (reversed for right-to-left pages).
  el.addEventListener(
    'keydown',
    (event) => {
      if (isField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward) step(1);
      else if (event.key === back) step(-1);
      else return;
      event.preventDefault();
    },
    { signal },
  );

  // Pause on hover and on focus (a pointer or keyboard user reading a slide keeps it).
  el.addEventListener(
    'pointerenter',
    () => {
      autoplay.hovered = true;
      render();
    },
    { signal },
  );
  el.addEventListener(
    'pointerleave',
    () => {
      autoplay.hovered = false;
      render();
    },
    { signal },
  );
  el.addEventListener(
    'focusin',
    () => {
      autoplay.focused = true;
      render();
    },
    { signal },
  );
  el.addEventListener(
    'focusout',
    (event) => {
      if (event.relatedTarget instanceof Node && el.contains(event.relatedTarget)) return;
      autoplay.focused = false;
      render();
    },
    { signal },
  );

  // The breakpoints: slides in view follow the window's width.
  window.addEventListener(
    'resize',
    () => {
      const now = slidesPerView(window.innerWidth, props.slidesToShow, props.fade);
      if (now === perView) return;
      perView = now;
      slider.update(options(), current);
      render();
    },
    { signal },
  );

  lazyLoadSlides(list, slides, signal);
  render();
}

import { autoplayRuns, canSlide, type SliderSnapshot, slideShown } from '../carousel/index';
import type { PrintedWriter } from '../kit/index';
import type { SliderFrame } from './frame';
import type { CarouselMarkup, CarouselText } from './texts';

/**
 * The slider's `render(snapshot)`, through the island's printed writer (what it writes on the
 * printed items goes back as printed when the island stops): which slides are in view (the
 * others `aria-hidden` and `inert`), the current dot, the controls shown only when there is
 * somewhere to go, the pause control's name and icon, the autoplay state and the live region.
 */
export function renderSlider(
  { attr, toggleClass, hidden }: PrintedWriter,
  el: HTMLElement,
  slides: readonly HTMLElement[],
  { track, pause, previous, next, dotList, dots }: SliderFrame,
  autoplay: boolean,
  t: CarouselText,
): (snapshot: SliderSnapshot) => void {
  return (s) => {
    const running = autoplayRuns(s.autoplay);
    const paused = s.autoplay.paused;
    slides.forEach((slide, index) => {
      const shown = slideShown(s, index);
      toggleClass(slide, 'slick-active', shown);
      toggleClass(slide, 'slick-current', index === s.current);
      attr(slide, 'aria-hidden', shown ? null : 'true');
      attr(slide, 'inert', shown ? null : '');
    });
    dots.forEach((dot, index) => {
      attr(dot, 'aria-current', index === s.current ? 'true' : null);
      toggleClass(dot.parentElement, 'slick-active', index === s.current);
    });
    for (const control of [dotList, previous, next, pause]) hidden(control, !canSlide(s.count, s.perView));
    // Only attributes change: replacing the icon under a pressed pointer would lose the click.
    attr(pause, 'aria-label', t(paused ? 'play' : 'pause'));
    attr(pause, 'data-state', paused ? 'paused' : 'playing');
    hidden(pause?.querySelector('.firsat-slider-play'), !paused);
    hidden(pause?.querySelector('.firsat-slider-hold'), paused);
    attr(el, 'data-autoplay-state', autoplay ? (running ? 'running' : 'paused') : 'off');
    // Moving slides are not announced; slides a person moves are.
    attr(track, 'aria-live', running ? 'off' : 'polite');
  };
}

/**
 * The WAI carousel pattern, written once: the slider a named region, each slide a labelled
 * group, with slick's classes (the classes and styles go back by keepSlider, the rest by the
 * writer).
 */
export function labelSlider(
  { attr }: PrintedWriter,
  el: HTMLElement,
  { slides, heading }: CarouselMarkup,
  fade: boolean,
  t: CarouselText,
): void {
  el.classList.add('slick-initialized', 'slick-slider');
  attr(el, 'role', 'region');
  attr(el, 'aria-roledescription', t('carouselRole'));
  attr(el, 'aria-label', heading || t('carousel'));
  attr(el, 'tabindex', '0');
  el.style.setProperty('position', 'relative');
  slides.forEach((slide, index) => {
    slide.classList.add('slick-slide', 'keen-slider__slide');
    attr(slide, 'role', 'group');
    attr(slide, 'aria-roledescription', t('slideRole'));
    attr(slide, 'aria-label', t('slideLabel', { n: index + 1, count: slides.length }));
    if (fade) slide.style.setProperty('grid-area', '1 / 1');
  });
}

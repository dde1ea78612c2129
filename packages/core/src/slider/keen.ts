import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { CAROUSEL_DEFAULTS, swipeStep } from '../carousel/index';

/** How the slider's track behaves beyond keen-slider's own options. */
export interface EngineHooks {
  /** every slide in the same grid cell, its opacity the share of it in view */
  fade: boolean;
  /** slides in view now, for the swipe's length */
  perView: () => number;
  /** a swipe ended: the step it makes (-1, 0, 1) and the slide to settle on */
  swiped: (delta: number, target: number) => void;
}

/**
 * keen-slider on the track. Fade: every slide in the same grid cell, its opacity the share of it
 * in view. A swipe moves one slide once it went past a fifth of the width (slick's
 * touchThreshold 5): `swiped(delta, target)` with the step and the slide to settle on.
 */
export function engine(
  track: HTMLElement,
  slides: readonly HTMLElement[],
  options: KeenSliderOptions,
  { fade, perView, swiped }: EngineHooks,
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

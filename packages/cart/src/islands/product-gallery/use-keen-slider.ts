import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { type RefObject, useEffect, useRef } from 'react';
import { SLIDE_DURATION_MS } from './gallery-model';

/**
 * keen-slider on the track: one slide per view, 500 ms slides, no loop and no autoplay
 * (SPEC §9). `onChange` hears swipes; `goTo` animates to a slide.
 */
export function useKeenSlider(
  track: RefObject<HTMLElement | null>,
  count: number,
  initial: number,
  onChange: (index: number) => void,
): RefObject<KeenSliderInstance | null> {
  const instance = useRef<KeenSliderInstance | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const start = useRef(initial);
  start.current = initial;

  useEffect(() => {
    const el = track.current;
    if (!el || count === 0) return;
    // Only a swipe reports back: moves the gallery asked for already set the index, and a
    // late report of an earlier move must not undo a newer one.
    let swiping = false;
    const slider = new KeenSlider(el, {
      initial: start.current,
      loop: false,
      slides: { perView: 1 },
      defaultAnimation: { duration: SLIDE_DURATION_MS },
      dragStarted: () => {
        swiping = true;
      },
      slideChanged: (s) => {
        if (swiping) changed.current(s.track.details.rel);
      },
      animationEnded: () => {
        swiping = false;
      },
    });
    instance.current = slider;
    return () => {
      slider.destroy();
      instance.current = null;
    };
  }, [track, count]);

  return instance;
}

import {
  autoplayRuns,
  CAROUSEL_DEFAULTS,
  canSlide,
  clampIndex,
  defaultsFor,
  LAZY_MARGIN_PX,
  parseSlidesToShow,
  SLIDER_BREAKPOINTS,
  SLIDER_DEFAULTS,
  SLIDES_TO_SCROLL,
  slideShown,
  slidesPerView,
  swipeStep,
  wrapIndex,
} from './model';

describe('slider model', () => {
  test('SPEC §9’s constants', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({
      speed: 500,
      autoplaySpeed: 3000,
      touchThreshold: 5,
      edgeFriction: 0.35,
    });
    expect(SLIDER_DEFAULTS).toEqual({ slideshow: 7000, animation: 600 });
    expect(SLIDES_TO_SCROLL).toBe(1);
    expect(SLIDER_BREAKPOINTS).toEqual({ medium: 991, small: 767 });
    expect(LAZY_MARGIN_PX).toBe(200);
  });

  test.each([
    ['4-2-1', { large: 4, medium: 2, small: 1 }],
    ['3-3-2-1', { large: 3, medium: 3, small: 2 }],
    [' 5-3-2 ', { large: 5, medium: 3, small: 2 }],
    ['4-2', { large: 4, medium: 2, small: 2 }],
    ['3', { large: 3, medium: 3, small: 2 }],
    ['1', { large: 1, medium: 1, small: 1 }],
    ['', null],
    ['4-0-1', null],
    ['dört-iki-bir', null],
    ['4-2-1-1-1', null],
    ['4.5-2-1', null],
  ])('slidestoshow %j → %j', (raw, expected) => {
    expect(parseSlidesToShow(raw)).toEqual(expected);
  });

  test.each([
    [1440, 4],
    [992, 4],
    [991, 2],
    [768, 2],
    [767, 1],
    [390, 1],
  ])('at %i px a 4-2-1 slider shows %i', (width, shown) => {
    expect(slidesPerView(width, { large: 4, medium: 2, small: 1 })).toBe(shown);
  });

  test('fade shows one slide at any width', () => {
    expect(slidesPerView(1440, { large: 4, medium: 2, small: 1 }, true)).toBe(1);
  });

  test('defaults: the Product Slider block 7000 / 600 ms, a carousel 3000 / 500 ms', () => {
    expect(defaultsFor('slider')).toEqual({ autoplaySpeed: 7000, speed: 600 });
    expect(defaultsFor('carousel')).toEqual({ autoplaySpeed: 3000, speed: 500 });
  });

  test('slides only when they do not all fit; steps wrap around', () => {
    expect(canSlide(6, 4)).toBe(true);
    expect(canSlide(4, 4)).toBe(false);
    expect(canSlide(1, 1)).toBe(false);
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(2, 0, 6)).toBe(2);
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });

  test('autoplay runs only when enabled, slidable, not paused, hovered or focused', () => {
    const base = { enabled: true, paused: false, hovered: false, focused: false, slides: true };
    expect(autoplayRuns(base)).toBe(true);
    expect(autoplayRuns({ ...base, enabled: false })).toBe(false);
    expect(autoplayRuns({ ...base, paused: true })).toBe(false);
    expect(autoplayRuns({ ...base, hovered: true })).toBe(false);
    expect(autoplayRuns({ ...base, focused: true })).toBe(false);
    expect(autoplayRuns({ ...base, slides: false })).toBe(false);
  });

  test('a swipe past a fifth of the width moves one slide, a shorter one springs back', () => {
    expect(swipeStep(0.19, 1)).toBe(0);
    expect(swipeStep(0.2, 1)).toBe(1);
    expect(swipeStep(-0.5, 1)).toBe(-1);
    expect(swipeStep(60, 300)).toBe(1);
    expect(swipeStep(10, 0)).toBe(0);
  });

  test.each([
    [0, 1, 3, 1],
    [2, 1, 3, 2],
    [0, -1, 3, 0],
    [1, -1, 3, 0],
    [0, 5, 3, 2],
    [0, 1, 0, 0],
  ])('clampIndex(%i, %i, %i) = %i (no wrapping)', (index, delta, count, expected) => {
    expect(clampIndex(index, delta, count)).toBe(expected);
  });
});

describe('slider model: the post sliders’ needs', () => {
  test('slides per view follow breakpoints a slider names (post slider 1: 1024 and 600 px)', () => {
    const show = { large: 3, medium: 2, small: 1 };
    const post = { medium: 1024, small: 600 };
    expect(slidesPerView(1025, show, false, post)).toBe(3);
    expect(slidesPerView(1024, show, false, post)).toBe(2);
    expect(slidesPerView(601, show, false, post)).toBe(2);
    expect(slidesPerView(600, show, false, post)).toBe(1);
    // the default stays SPEC's 991 / 767
    expect(slidesPerView(1024, show)).toBe(3);
    expect(slidesPerView(991, show)).toBe(2);
  });

  test('centre mode: the slides in view are those around the current one', () => {
    const autoplay = { enabled: false, paused: false, hovered: false, focused: false, slides: true };
    const at = (current: number, centred: boolean) =>
      [0, 1, 2, 3, 4, 5].filter((i) => slideShown({ current, perView: 3, count: 6, autoplay, centred }, i));
    expect(at(0, false)).toEqual([0, 1, 2]);
    expect(at(0, true)).toEqual([0, 1, 5]);
    expect(at(3, true)).toEqual([2, 3, 4]);
  });
});

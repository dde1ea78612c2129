/**
 * The block plugins' slider and carousel rules as plain functions (product-blocks.md §1
 * "Slider / carousel", post-blocks.md §1 "Slider", SPEC §3 slider settings, §9 constants): the
 * settings with their defaults, slides per view by breakpoint, steps, and when autoplay runs.
 * Shared by the product slider, the quick view's pictures and the post sliders. No DOM.
 */

/** Carousel defaults (SPEC §9): speed, autoplay speed, swipe threshold, edge friction. */
export const CAROUSEL_DEFAULTS = {
  speed: 500,
  autoplaySpeed: 3000,
  touchThreshold: 5,
  edgeFriction: 0.35,
} as const;

/** The product-slider block's defaults (SPEC §9 "Slider default"): slideshow 7000 ms, animation 600 ms. */
export const SLIDER_DEFAULTS = { slideshow: 7000, animation: 600 } as const;

/** Grid sliders move one slide per scroll (SPEC §9). */
export const SLIDES_TO_SCROLL = 1;

/** Where a slider changes its slides in view: medium at `medium` px and below, small at `small` and below. */
export interface SliderBreakpoints {
  medium: number;
  small: number;
}

/** Slider breakpoints (SPEC §9): medium at 991 px and below, small at 767 px and below. */
export const SLIDER_BREAKPOINTS = { medium: 991, small: 767 } as const satisfies SliderBreakpoints;

/** Lazy pictures start loading 200 px before they come into view (SPEC §9). */
export const LAZY_MARGIN_PX = 200;

/**
 * `slider`: the "Product Slider" block (`.wp-block-product-blocks-product-slider`, one product a
 * slide, may fade); `carousel`: a grid, list or category block in slide view.
 */
export type SliderKind = 'slider' | 'carousel';

/** Slides shown on large, medium and small screens (`data-slidestoshow`). */
export interface SlidesToShow {
  large: number;
  medium: number;
  small: number;
}

/** Everything the slider is told by its markup, defaults applied. */
export interface SliderSettings {
  kind: SliderKind;
  slidesToShow: SlidesToShow;
  arrows: boolean;
  dots: boolean;
  fade: boolean;
  autoplay: boolean;
  /** ms between automatic slides (`data-slidespeed`) */
  autoplaySpeed: number;
  /** ms one slide change takes */
  speed: number;
}

/**
 * Reads `data-slidestoshow`: `<lg>-<md>-<sm>` (the plugin prints a scalar setting as
 * `N-N-2-1`: a fourth part is ignored); a bare `N` is `N-N-min(N,2)`. Each part a whole number
 * of at least 1; anything else is null (the island's error names the attribute).
 */
export function parseSlidesToShow(raw: string): SlidesToShow | null {
  const parts = raw.trim().split('-');
  if (parts.length < 1 || parts.length > 4 || !parts.every((p) => /^\d+$/.test(p.trim()))) return null;
  const numbers = parts.map((p) => Number(p));
  if (numbers.some((n) => n < 1)) return null;
  const [large, medium, small] = numbers as [number, number?, number?];
  if (parts.length === 1) return { large, medium: large, small: Math.min(large, 2) };
  if (parts.length === 2) return { large, medium: medium ?? large, small: medium ?? large };
  return { large, medium: medium ?? large, small: small ?? medium ?? large };
}

/**
 * Slides in view at a viewport width: large above the medium breakpoint (991 px unless told),
 * medium down to the small one (767 px), small below.
 */
export function slidesPerView(
  width: number,
  show: SlidesToShow,
  fade = false,
  breakpoints: SliderBreakpoints = SLIDER_BREAKPOINTS,
): number {
  if (fade) return 1;
  if (width <= breakpoints.small) return show.small;
  if (width <= breakpoints.medium) return show.medium;
  return show.large;
}

/** The defaults a kind falls back to when the markup leaves an attribute out. */
export function defaultsFor(kind: SliderKind): { autoplaySpeed: number; speed: number } {
  return kind === 'slider'
    ? { autoplaySpeed: SLIDER_DEFAULTS.slideshow, speed: SLIDER_DEFAULTS.animation }
    : { autoplaySpeed: CAROUSEL_DEFAULTS.autoplaySpeed, speed: CAROUSEL_DEFAULTS.speed };
}

/** True when the slides do not all fit: only then arrows, dots, looping and autoplay (as slick). */
export const canSlide = (count: number, perView: number): boolean => count > perView;

/** The slide `delta` steps away, wrapping around (the plugin's slick is `infinite`). */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * The slide `delta` steps away without wrapping (slick's `infinite: false`, the quick view's
 * slider and thumbnails): held within the first and the last.
 */
export function clampIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(index + delta, 0), count - 1);
}

/** What may stop autoplay: the setting, the pause control, a pointer or focus inside, motion. */
export interface AutoplayState {
  enabled: boolean;
  /** the visitor pressed the pause control (or asked for reduced motion and did not press play) */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  /** more slides than fit */
  slides: boolean;
}

/** Autoplay runs only while enabled, not paused, neither hovered nor focused, and there is somewhere to go. */
export const autoplayRuns = (s: AutoplayState): boolean =>
  s.enabled && s.slides && !s.paused && !s.hovered && !s.focused;

/**
 * A swipe moves one slide when the track moved further than the slider's width divided by
 * slick's `touchThreshold` (5: a fifth of the width); a shorter one springs back. `moved` is how
 * far the track went towards later slides, in the same unit as `width`. Returns -1, 0 or 1.
 */
export function swipeStep(
  moved: number,
  width: number,
  threshold: number = CAROUSEL_DEFAULTS.touchThreshold,
): number {
  if (width <= 0 || Math.abs(moved) < width / threshold) return 0;
  return moved > 0 ? 1 : -1;
}

/** Where the slider is: all that its render shows. */
export interface SliderSnapshot {
  /** the first slide in view */
  current: number;
  perView: number;
  count: number;
  autoplay: AutoplayState;
  /** centre mode (slick's `centerMode`): the current slide sits in the middle of those in view */
  centred?: boolean;
}

/**
 * A slide is in view (read, reachable by Tab) when all fit, or within `perView` from the current
 * one — counted from the first in view: the current one, or in centre mode the one `perView / 2`
 * (rounded down) before it.
 */
export function slideShown(s: SliderSnapshot, index: number): boolean {
  if (!canSlide(s.count, s.perView)) return true;
  const first = s.centred ? wrapIndex(s.current, -Math.floor(s.perView / 2), s.count) : s.current;
  return wrapIndex(index, -first, s.count) < s.perView;
}

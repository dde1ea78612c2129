/**
 * The post sliders' rules (post-blocks.md §1 "Slider", SPEC §9 "Grid slider"), pure: which of
 * slick's modes the classic script picks for a block, and the constants. No DOM.
 */
import {
  CAROUSEL_DEFAULTS,
  SLIDER_BREAKPOINTS,
  SLIDES_TO_SCROLL,
  type SliderBreakpoints,
  type SlidesToShow,
} from '@firsat/core/slider';

/**
 * SPEC §9: the grid slider moves in 500 ms, every 3000 ms unless `data-slidespeed` says, one
 * slide per scroll; a slider not there is created again after 10 000 ms; inside the site
 * builder it starts 200 ms late.
 */
export const POST_SLIDER = {
  speed: CAROUSEL_DEFAULTS.speed,
  autoplaySpeed: CAROUSEL_DEFAULTS.autoplaySpeed,
  slidesToScroll: SLIDES_TO_SCROLL,
  recreateAfterMs: 10_000,
  builderDelayMs: 200,
} as const;

/** Post slider 1 changes its slides in view at 1024 and 600 px (its slick `responsive`). */
export const SLIDER_1_BREAKPOINTS = { medium: 1024, small: 600 } as const satisfies SliderBreakpoints;
/** Post slider 2 at 991 and 767 px, SPEC §9's slider breakpoints. */
export const SLIDER_2_BREAKPOINTS = SLIDER_BREAKPOINTS;

/** Post slider 2's layouts that slide (or fade) whole posts; the others (1, 4, 7) centre the current one. */
export const FULL_SLIDE_LAYOUTS = ['slide2', 'slide3', 'slide5', 'slide6', 'slide8'] as const;
export const LAYOUTS = [
  'slide1',
  'slide2',
  'slide3',
  'slide4',
  'slide5',
  'slide6',
  'slide7',
  'slide8',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** What the block's data-* say, as read. */
export interface PostSliderSettings {
  slides: SlidesToShow;
  /** post slider 2's `data-layout`; post slider 1 prints none */
  layout: Layout | undefined;
  fade: boolean;
  /** slider 2's centre padding on large, medium and small screens, px */
  padding: SlidesToShow;
}

/** The slick mode the classic script builds for a block. */
export interface SliderPlan {
  /** slides in view per breakpoint (all 1 when fading) */
  show: SlidesToShow;
  breakpoints: SliderBreakpoints;
  fade: boolean;
  centred: boolean;
  /** centre padding per breakpoint, px (0 unless centred) */
  padding: SlidesToShow;
}

const ONE: SlidesToShow = { large: 1, medium: 1, small: 1 };
const NONE: SlidesToShow = { large: 0, medium: 0, small: 0 };

/**
 * As ultp.js's `slideshowDisplay()`: slider 1 fades (when asked) only with one slide on large
 * screens, and otherwise follows 1024 / 600 px; slider 2 fades (when asked) or slides whole posts
 * at 991 / 767 px in layouts 2, 3, 5, 6 and 8, and centres the current post with its padding in
 * layouts 1, 4 and 7.
 */
export function planSlider({ slides, layout, fade, padding }: PostSliderSettings): SliderPlan {
  if (!layout) {
    if (slides.large < 2)
      return { show: ONE, breakpoints: SLIDER_1_BREAKPOINTS, fade, centred: false, padding: NONE };
    return { show: slides, breakpoints: SLIDER_1_BREAKPOINTS, fade: false, centred: false, padding: NONE };
  }
  const whole = (FULL_SLIDE_LAYOUTS as readonly string[]).includes(layout);
  if (whole && fade)
    return { show: ONE, breakpoints: SLIDER_2_BREAKPOINTS, fade: true, centred: false, padding: NONE };
  if (whole)
    return { show: slides, breakpoints: SLIDER_2_BREAKPOINTS, fade: false, centred: false, padding: NONE };
  return { show: slides, breakpoints: SLIDER_2_BREAKPOINTS, fade: false, centred: true, padding };
}

/** The padding at a width, by the plan's breakpoints (as slick's `responsive`). */
export function paddingAt(width: number, { padding, breakpoints }: SliderPlan): number {
  if (width <= breakpoints.small) return padding.small;
  if (width <= breakpoints.medium) return padding.medium;
  return padding.large;
}

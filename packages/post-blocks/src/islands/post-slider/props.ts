import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';
import { LAYOUTS, POST_SLIDER } from './model';

const ISLAND = 'post-slider';

/**
 * A whole number as ultp.js reads it (`selector.data('slidelg') || 1`): absent or printed empty
 * (PHP's empty setting) is the default; anything else must be a whole number of at least `min`.
 */
const whole = (attribute: string, min: number, fallback: number, doc: string) =>
  prop.custom(
    attribute,
    v.pipe(
      v.string(),
      v.trim(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value === '') return fallback;
        const n = Number(dataset.value);
        if (Number.isInteger(n) && n >= min) return n;
        addIssue({ message: `must be a whole number of at least ${min}` });
        return NEVER;
      }),
    ) as v.GenericSchema<string, number>,
    { type: 'integer', fallback, doc },
  );

const count = (attribute: string, size: string) =>
  whole(
    attribute,
    1,
    1,
    `Posts in view on ${size} screens (1 when absent or empty, as the plugin's \`|| 1\`).`,
  );
const padding = (attribute: string, size: string, fallback: number) =>
  whole(
    attribute,
    0,
    fallback,
    `Post slider 2, layouts 1, 4 and 7: px of the neighbouring posts showing each side on ${size} screens.`,
  );

/** The slider's data-* on `.ultp-block-items-wrap` (post-blocks.md §1 "Slider"; PHP prints a false setting as `""`). */
export const postSliderProps = defineProps(ISLAND, {
  slidesLarge: count('data-slidelg', 'large'),
  slidesMedium: count('data-slidesm', 'medium (slider 1: 1024 px and below; slider 2: 991 px)'),
  slidesSmall: count('data-slidexs', 'small (slider 1: 600 px and below; slider 2: 767 px)'),
  arrows: prop.flag('data-arrows', {
    fallback: true,
    doc: 'Previous / next buttons with the icons of the block’s hidden `.ultp-slick-nav` (on when absent, as slick’s `arrows: true`).',
  }),
  dots: prop.flag('data-dots', {
    doc: 'A dot per slide under the slider (buttons; the current one marked).',
  }),
  autoplay: prop.flag('data-autoplay', {
    doc: 'Slides move by themselves (paused on hover, focus, the pause control, and for reduced motion until play is pressed).',
  }),
  autoplaySpeed: whole(
    'data-slidespeed',
    100,
    POST_SLIDER.autoplaySpeed,
    'ms between automatic slides (3000 when absent or empty, SPEC §9).',
  ),
  fade: prop.flag('data-fade', {
    doc: 'Cross-fade one post at a time: slider 1 with one post on large screens, slider 2 in layouts 2, 3, 5, 6 and 8.',
  }),
  layout: prop.oneOf('data-layout', LAYOUTS, {
    fallback: undefined,
    doc: 'Post slider 2’s layout (`slide1`–`slide8`); absent for post slider 1.',
  }),
  paddingLarge: padding('data-paddlg', 'large', 100),
  paddingMedium: padding('data-paddsm', 'medium', 50),
  paddingSmall: padding('data-paddxs', 'small', 50),
});

export type PostSliderProps = ReturnType<typeof postSliderProps.parse>;

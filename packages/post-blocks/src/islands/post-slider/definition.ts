import { defineIsland } from '@firsat/core';
import type { PostSliderProps } from './props';

/**
 * The post sliders (post-slider-1 and -2, post-blocks.md §1 "Slider"): `.ultp-block-items-wrap`
 * with the slider's data-*. A behaviour (no React): the slides, arrow icons and settings are all
 * printed; it moves and marks them on core's slider (keen-slider). `visible` (200 px margin):
 * sliders sit in page content, often below the fold, and the printed column of posts reads fine
 * (every link reachable by Tab) until then; a keyboard user reaches it by Tab, which scrolls it in.
 */
export const postSliderIsland = defineIsland<PostSliderProps>({
  name: 'post-slider',
  selector: '.ultp-block-items-wrap[data-slidelg]',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});

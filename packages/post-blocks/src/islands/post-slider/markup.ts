import type { CarouselMarkup } from '@firsat/core/slider';

/** The hidden span other islands read (unique content, post-blocks.md §6): not a slide. */
const NOT_A_SLIDE = '.ultp-current-unique-posts';

/**
 * Reads the printed post slider: the items wrap's children are the slides (the unique-content
 * span aside), the block's heading names it, its hidden `.ultp-slick-nav` holds the arrow icons.
 */
export function readPostSlider(el: HTMLElement): CarouselMarkup {
  const children = [...el.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  const block = el.closest('.ultp-block-wrapper') ?? el.parentElement;
  const nav = block?.querySelector('.ultp-slick-nav');
  return {
    slides: children.filter((child) => !child.matches(NOT_A_SLIDE)),
    kept: children.filter((child) => child.matches(NOT_A_SLIDE)),
    heading: block?.querySelector('.ultp-heading-inner')?.textContent?.trim(),
    previousIcon: nav?.querySelector('.ultp-slick-prev'),
    nextIcon: nav?.querySelector('.ultp-slick-next'),
    rtl: document.documentElement.getAttribute('dir') === 'rtl' || document.body.classList.contains('rtl'),
  };
}

/** Inside the PostX site builder's template (`.ultp-builder-content`): the slider starts 200 ms late. */
export const inBuilder = (el: HTMLElement): boolean => el.closest('.ultp-builder-content') !== null;

/** The slider is there: its track holds the slides (a page builder or a reply may have replaced them). */
export const sliderThere = (el: HTMLElement): boolean =>
  el.querySelector(':scope > .slick-list > .slick-track') !== null;

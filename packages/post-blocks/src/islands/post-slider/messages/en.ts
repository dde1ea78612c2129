import type tr from './tr';

/** The post slider's own texts in English. */
export default {
  carousel: 'Post carousel',
  carouselRole: 'carousel',
  slideRole: 'slide',
  slideLabel: '{n} of {count}',
  previous: 'Previous post',
  next: 'Next post',
  goToSlide: 'Go to post {n}',
  pause: 'Stop automatic sliding',
  play: 'Start automatic sliding',
} satisfies Record<keyof typeof tr, string>;

import type tr from './tr';

/** The slider's own texts in English. */
export default {
  carousel: 'Product carousel',
  carouselRole: 'carousel',
  slideRole: 'slide',
  slideLabel: '{n} of {count}',
  previous: 'Previous product',
  next: 'Next product',
  goToSlide: 'Go to slide {n}',
  pause: 'Stop automatic sliding',
  play: 'Start automatic sliding',
} satisfies Record<keyof typeof tr, string>;

import { IslandError } from '@firsat/core/island';
import type { CarouselMarkup } from '@firsat/core/slider';

/** Reads the printed slider (`.wopb-product-blocks-slide`); without items it is an island error. */
export function readSlider(el: HTMLElement): CarouselMarkup {
  const slides = [...el.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (slides.length === 0)
    throw new IslandError('product-slider', undefined, undefined, 'no slides in .wopb-product-blocks-slide');
  const block = el.closest('.wopb-block-wrapper') ?? el.parentElement;
  const nav = block?.querySelector('.wopb-slick-nav');
  return {
    slides,
    heading: block?.querySelector('.wopb-heading-inner')?.textContent?.trim(),
    previousIcon: nav?.querySelector('.wopb-slick-prev'),
    nextIcon: nav?.querySelector('.wopb-slick-next'),
    rtl: document.documentElement.getAttribute('dir') === 'rtl',
  };
}

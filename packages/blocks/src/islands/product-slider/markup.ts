import { IslandError, keepChildren, keepPrinted } from '@firsat/core/island';
import { LAZY_BACKGROUNDS, LAZY_IMAGES, NATIVE_LAZY_IMAGES } from './lazy-images';

/** What the slider reads from the printed block. */
export interface SliderMarkup {
  /** The printed items, in order: the slides. */
  slides: HTMLElement[];
  /** The block's heading, the carousel's name (empty when not printed). */
  heading: string | undefined;
  /** The block's own arrows (`.wopb-slick-prev` / `.wopb-slick-next`), whose icons the buttons copy. */
  previousIcon: Element | null | undefined;
  nextIcon: Element | null | undefined;
  /** A right-to-left page: keys and keen-slider go the other way. */
  rtl: boolean;
}

/** Reads the printed slider (`.wopb-product-blocks-slide`); without items it is an island error. */
export function readSlider(el: HTMLElement): SliderMarkup {
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

/**
 * Notes what the slider, keen-slider and the lazy pictures change on the printed elements
 * beyond what render writes (the children, styles, the pictures' sources); the returned
 * function puts it back as printed.
 */
export function keepSlider(el: HTMLElement, slides: readonly HTMLElement[]): () => void {
  const children = keepChildren(el);
  const attributes = keepPrinted([
    [el, ['class', 'style']],
    ...slides.map((slide) => [slide, ['class', 'style']] as const),
    ...[...el.querySelectorAll(LAZY_IMAGES)].map(
      (img) => [img, ['src', 'srcset', 'sizes', 'class']] as const,
    ),
    ...[...el.querySelectorAll(NATIVE_LAZY_IMAGES)].map((img) => [img, ['class']] as const),
    ...[...el.querySelectorAll(LAZY_BACKGROUNDS)].map((bg) => [bg, ['style', 'class']] as const),
  ]);
  return () => {
    attributes();
    children();
  };
}

/** The arrow's icon: a copy of what the block prints in `.wopb-slick-prev` / `.wopb-slick-next`. */
export function arrowIcon(template: Element | null | undefined, fallback: string): Node[] {
  const inner = template?.querySelector('.slick-arrow') ?? template;
  const nodes = inner ? [...inner.childNodes].map((node) => node.cloneNode(true)) : [];
  if (nodes.length > 0) return nodes;
  const span = document.createElement('span');
  span.setAttribute('aria-hidden', 'true');
  span.textContent = fallback;
  return [span];
}

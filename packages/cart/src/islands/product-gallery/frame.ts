import { GALLERY_CLASSES, IMAGE_ERROR_CLASS } from './gallery-classes';
import { iconElement } from './gallery-icons';
import type { GalleryMarkup } from './markup';
import { messages } from './messages';
import type { GallerySlide } from './model';

type Style = Record<string, string>;

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  style: Style = {},
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  Object.assign(el.style, style);
  return el;
}

export function setAttr(el: Element, name: string, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') el.removeAttribute(name);
  else el.setAttribute(name, String(value));
}

/** Marks a picture that failed to load (SPEC §8). */
function markFailed(img: HTMLImageElement, signal: AbortSignal): void {
  img.addEventListener('error', () => img.classList.add(IMAGE_ERROR_CLASS), { signal });
}

/** The slide's picture with its own markup (`a[href] > img` and its classes). */
export function fillSlide(
  box: HTMLElement,
  slide: GallerySlide,
  index: number,
  count: number,
  signal: AbortSignal,
) {
  const { image } = slide;
  box.className = `${slide.className} keen-slider__slide`;
  box.setAttribute('data-thumb', slide.thumb);
  box.setAttribute('aria-label', `${index + 1} / ${count}`);
  const img = document.createElement('img');
  setAttr(img, 'src', image.src);
  setAttr(img, 'srcset', image.srcset);
  setAttr(img, 'sizes', image.sizes);
  img.setAttribute('alt', image.alt);
  setAttr(img, 'title', image.title);
  setAttr(img, 'class', image.className);
  setAttr(img, 'width', image.width);
  setAttr(img, 'height', image.height);
  img.setAttribute('data-caption', image.caption);
  img.setAttribute('data-large_image', image.fullSrc);
  setAttr(img, 'data-large_image_width', image.fullWidth);
  setAttr(img, 'data-large_image_height', image.fullHeight);
  if (index !== 0) img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
  img.setAttribute('draggable', 'false');
  markFailed(img, signal);
  if (slide.href) {
    const link = document.createElement('a');
    link.href = slide.href;
    link.append(img);
    box.replaceChildren(link);
  } else box.replaceChildren(img);
}

/** What the gallery builds from the printed pictures, with the class names of its kind of markup. */
export interface GalleryFrame {
  root: HTMLDivElement;
  viewport: HTMLDivElement;
  /** The keen-slider track: one box a slide. */
  track: HTMLDivElement;
  boxes: HTMLDivElement[];
  /** The thumbnails' list (empty under two slides), placed by `placeThumbs`. */
  nav: HTMLOListElement;
  thumbs: HTMLButtonElement[];
  /** The full-screen viewer's trigger, when the page enables the viewer. */
  trigger: HTMLButtonElement | null;
  /** The builder's arrows, when it prints them and there is more than one slide. */
  previous: HTMLButtonElement | null;
  next: HTMLButtonElement | null;
}

function button(className: string, label: string, style: Style): HTMLButtonElement {
  const el = element('button', className, style);
  el.type = 'button';
  el.setAttribute('aria-label', label);
  return el;
}

/**
 * The slides (each the WAI carousel pattern's labelled group, "2 / 3"), the thumbnail buttons,
 * the viewer's trigger and the builder's arrows. No listeners but a failed picture's mark: the
 * behaviour wires them.
 */
export function buildGallery(
  { kind, slides, viewer, arrows }: GalleryMarkup,
  signal: AbortSignal,
): GalleryFrame {
  const classes = GALLERY_CLASSES[kind];
  const count = slides.length;
  const root = element('div', classes.root);
  const viewport = element('div', classes.viewport, {
    position: 'relative',
    overflow: 'hidden',
    minWidth: '0px',
  });
  const track = element('div', `${classes.track} keen-slider`, {
    display: 'flex',
    overflow: 'hidden',
    position: 'relative',
    touchAction: 'pan-y',
  });
  const boxes = slides.map((slide, index) => {
    const box = element('div', '', { position: 'relative', overflow: 'hidden', minWidth: '100%' });
    box.setAttribute('role', 'group');
    box.setAttribute('aria-roledescription', 'slide');
    fillSlide(box, slide, index, count, signal);
    track.append(box);
    return box;
  });

  const nav = element('ol', classes.nav);
  const thumbs = (count >= 2 ? slides : []).map((_, index) => {
    const item = element('li', classes.thumb);
    const thumb = button('', messages.t('galleryThumbnail', { n: index + 1 }), {
      display: 'block',
      width: '100%',
      padding: '0px',
      border: '0px',
      background: 'none',
      cursor: 'pointer',
    });
    const img = element('img', '', { display: 'block', width: '100%', height: 'auto' });
    img.alt = '';
    img.setAttribute('loading', 'lazy');
    img.setAttribute('draggable', 'false');
    markFailed(img, signal);
    thumb.append(img);
    item.append(thumb);
    nav.append(item);
    return thumb;
  });

  let trigger: HTMLButtonElement | null = null;
  if (viewer) {
    trigger = button(classes.trigger, messages.t('galleryTrigger'), {
      position: 'absolute',
      top: '8px',
      right: '8px',
      zIndex: '9',
    });
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.append(iconElement('zoom'));
    viewport.append(trigger);
  }
  viewport.append(track);
  let previous: HTMLButtonElement | null = null;
  let next: HTMLButtonElement | null = null;
  if (arrows && count > 1) {
    const arrow = (className: string, label: string, side: 'left' | 'right') => {
      const el = button(className, label, { position: 'absolute', [side]: '8px', top: '50%', zIndex: '9' });
      el.append(iconElement(side));
      viewport.append(el);
      return el;
    };
    previous = arrow(classes.previous, messages.t('previous'), 'left');
    next = arrow(classes.next, messages.t('next'), 'right');
  }
  root.append(viewport);
  return { root, viewport, track, boxes, nav, thumbs, trigger, previous, next };
}

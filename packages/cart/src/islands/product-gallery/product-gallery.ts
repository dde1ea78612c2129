import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted, lazyView } from '@firsat/core/island';
import KeenSlider from 'keen-slider';
import { onVariationEvents, productVariationForm } from '../../shared/variation-events';
import { GALLERY_CLASSES, IMAGE_ERROR_CLASS } from './gallery-classes';
import { iconElement } from './gallery-icons';
import {
  type GallerySlide,
  SLIDE_DURATION_MS,
  stepSlide,
  type ThumbLayout,
  thumbLayout,
  variationSlides,
  zoomPosition,
} from './gallery-model';
import type { GalleryViewerDialogProps } from './gallery-viewer';
import { messages } from './messages';
import type { ProductGalleryProps } from './props';

/** The full-screen viewer, React and its modal: fetched on first use, or when the trigger is approached. */
const loadViewer = () => import('./gallery-viewer');

type Style = Record<string, string>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  style: Style = {},
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  Object.assign(el.style, style);
  return el;
}

function setAttr(el: Element, name: string, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') el.removeAttribute(name);
  else el.setAttribute(name, String(value));
}

function rootStyle(position: string): Style {
  const columns =
    position === 'left'
      ? 'minmax(56px, 18%) minmax(0, 1fr)'
      : position === 'right'
        ? 'minmax(0, 1fr) minmax(56px, 18%)'
        : 'minmax(0, 1fr)';
  return { display: 'grid', gap: '12px', gridTemplateColumns: columns };
}

function navStyle(layout: ThumbLayout): Style {
  const common = { display: 'grid', gap: '8px', listStyle: 'none', margin: '0px', padding: '0px' };
  return layout.position !== 'bottom'
    ? { ...common, alignContent: 'start', overflowY: 'auto', gridTemplateColumns: '', order: '', contain: '' }
    : {
        ...common,
        alignContent: '',
        overflowY: '',
        order: '0',
        contain: 'none',
        gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
      };
}

/** Marks a picture that failed to load (SPEC §8). */
function markFailed(img: HTMLImageElement, signal: AbortSignal): void {
  img.addEventListener('error', () => img.classList.add(IMAGE_ERROR_CLASS), { signal });
}

/** The slide's picture with its own markup (`a[href] > img` and its classes). */
function fillSlide(box: HTMLElement, slide: GallerySlide, index: number, count: number, signal: AbortSignal) {
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

/**
 * The single product gallery (`.woocommerce-product-gallery`, classic or product-blocks builder):
 * a keen-slider main slider (500 ms, no autoplay), thumbnail buttons left, right or below (below
 * under 768 px), optional hover zoom, the full-screen viewer (React, loaded on first use), and the
 * variation picture swapped into the first slide and back. The pictures keep their printed
 * markup and classes; stopping puts the server's markup back as printed.
 */
export function bindProductGallery(
  host: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductGalleryProps>,
): void {
  const { gallery } = props;
  const { kind, position, columns, zoom, viewer, thumbsOnHover, arrows } = gallery;
  const classes = GALLERY_CLASSES[kind];
  let slides: GallerySlide[] = gallery.slides;
  let current = 0;
  const count = slides.length;

  // WooCommerce prints the gallery transparent and lets its script fade it in.
  onCleanup(keepPrinted([[host, ['style']]]));
  host.style.opacity = '1';

  // The server's nodes go back in place when the behaviour stops.
  const printed = [...host.childNodes];
  onCleanup(() => host.replaceChildren(...printed));

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

  // Slides.
  const boxes = slides.map((slide, index) => {
    // The WAI carousel pattern's slide: a labelled group ("2 / 3").
    const box = element('div', '', { position: 'relative', overflow: 'hidden', minWidth: '100%' });
    box.setAttribute('role', 'group');
    box.setAttribute('aria-roledescription', 'slide');
    fillSlide(box, slide, index, count, signal);
    track.append(box);
    return box;
  });

  // Hover zoom: the large picture magnified twice under the pointer (jQuery zoom's `img.zoomImg`).
  boxes.forEach((box, index) => {
    const hide = () => box.querySelector(':scope > img.zoomImg')?.remove();
    const move = (event: PointerEvent) => {
      if (!zoom || index !== current || event.pointerType === 'touch') return;
      const image = (slides[index] as GallerySlide).image;
      const rect = box.getBoundingClientRect();
      const at = zoomPosition(
        { x: event.clientX - rect.left, y: event.clientY - rect.top },
        { width: rect.width, height: rect.height },
        { width: image.fullWidth ?? rect.width, height: image.fullHeight ?? rect.height },
      );
      let zoomed = box.querySelector<HTMLImageElement>(':scope > img.zoomImg');
      if (!zoomed) {
        zoomed = element('img', 'zoomImg', {
          position: 'absolute',
          maxWidth: 'none',
          maxHeight: 'none',
          border: 'none',
          pointerEvents: 'none',
        });
        zoomed.alt = '';
        box.append(zoomed);
      }
      zoomed.src = image.fullSrc || image.src;
      Object.assign(zoomed.style, {
        top: `${at.top}px`,
        left: `${at.left}px`,
        width: `${at.width}px`,
        height: `${at.height}px`,
      });
    };
    box.addEventListener('pointerenter', move, { signal });
    box.addEventListener('pointermove', move, { signal });
    box.addEventListener('pointerleave', hide, { signal });
    // Clicking a picture opens the viewer on it instead of following the link.
    if (viewer)
      box.addEventListener(
        'click',
        (event) => {
          if (!(event.target as Element | null)?.closest?.('a')) return;
          event.preventDefault();
          openViewer(index);
        },
        { signal },
      );
  });

  // Thumbnails: one button each, `aria-current` on the shown slide.
  const nav = element('ol', classes.nav);
  const thumbButtons: HTMLButtonElement[] = [];
  if (count >= 2)
    slides.forEach((_, index) => {
      const item = element('li', classes.thumb);
      const button = element('button', '', {
        display: 'block',
        width: '100%',
        padding: '0px',
        border: '0px',
        background: 'none',
        cursor: 'pointer',
      });
      button.type = 'button';
      button.setAttribute('aria-label', messages.t('galleryThumbnail', { n: index + 1 }));
      button.addEventListener('click', () => show(index), { signal });
      if (thumbsOnHover) button.addEventListener('mouseenter', () => show(index), { signal });
      const img = element('img', '', { display: 'block', width: '100%', height: 'auto' });
      img.alt = '';
      img.setAttribute('loading', 'lazy');
      img.setAttribute('draggable', 'false');
      markFailed(img, signal);
      button.append(img);
      item.append(button);
      nav.append(item);
      thumbButtons.push(button);
    });

  // The viewer's trigger and the builder's arrows.
  let trigger: HTMLButtonElement | null = null;
  if (viewer) {
    trigger = element('button', classes.trigger, {
      position: 'absolute',
      top: '8px',
      right: '8px',
      zIndex: '9',
    });
    trigger.type = 'button';
    trigger.setAttribute('aria-label', messages.t('galleryTrigger'));
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.append(iconElement('zoom'));
    trigger.addEventListener('pointerenter', () => void loadViewer(), { signal });
    trigger.addEventListener('focus', () => void loadViewer(), { signal });
    trigger.addEventListener('click', () => openViewer(current), { signal });
    viewport.append(trigger);
  }
  viewport.append(track);
  let previous: HTMLButtonElement | null = null;
  let next: HTMLButtonElement | null = null;
  if (arrows && count > 1) {
    const arrow = (className: string, label: string, side: 'left' | 'right', delta: number) => {
      const button = element('button', className, {
        position: 'absolute',
        [side]: '8px',
        top: '50%',
        zIndex: '9',
      });
      button.type = 'button';
      button.setAttribute('aria-label', label);
      button.append(iconElement(side));
      button.addEventListener('click', () => show(stepSlide(current, delta, count)), { signal });
      viewport.append(button);
      return button;
    };
    previous = arrow(classes.previous, messages.t('previous'), 'left', -1);
    next = arrow(classes.next, messages.t('next'), 'right', 1);
  }

  /** Puts the thumbnails left, right or below for the window's width. */
  const place = () => {
    const layout = thumbLayout(window.innerWidth, position, columns);
    root.setAttribute('data-thumbs', layout.position);
    Object.assign(root.style, rootStyle(layout.position));
    nav.setAttribute('data-position', layout.position);
    Object.assign(nav.style, navStyle(layout));
    if (count < 2) return;
    if (layout.position === 'left') root.prepend(nav);
    else root.append(nav);
  };
  root.append(viewport);
  place();
  window.addEventListener('resize', place, { signal });

  /** Shows the current slide: slides' `aria-hidden`/`inert`, thumbnails, arrows. */
  const render = () => {
    boxes.forEach((box, index) => {
      const active = index === current;
      setAttr(box, 'aria-hidden', active ? null : 'true');
      box.toggleAttribute('inert', !active);
      if (!active) box.querySelector(':scope > img.zoomImg')?.remove();
    });
    thumbButtons.forEach((button, index) => {
      const active = index === current;
      const slide = slides[index] as GallerySlide;
      setAttr(button, 'aria-current', active ? 'true' : null);
      const img = button.querySelector('img') as HTMLImageElement;
      if (img.getAttribute('src') !== slide.thumb) img.setAttribute('src', slide.thumb);
      setAttr(img, 'srcset', slide.thumbSrcset);
      setAttr(img, 'class', active ? classes.activeThumb : null);
      img.style.opacity = active ? '1' : '0.6';
    });
    if (previous) previous.disabled = current === 0;
    if (next) next.disabled = current === count - 1;
  };

  host.replaceChildren(root);

  // keen-slider on the track: one slide per view, 500 ms slides, no loop and no autoplay (SPEC §9).
  // Only a swipe reports back: moves the gallery asked for already set the index, and a late
  // report of an earlier move must not undo a newer one.
  let swiping = false;
  const slider =
    count > 0
      ? new KeenSlider(track, {
          initial: 0,
          loop: false,
          slides: { perView: 1 },
          defaultAnimation: { duration: SLIDE_DURATION_MS },
          dragStarted: () => {
            swiping = true;
          },
          slideChanged: (s) => {
            if (!swiping) return;
            current = s.track.details.rel;
            render();
          },
          animationEnded: () => {
            swiping = false;
          },
        })
      : null;
  if (slider) onCleanup(() => slider.destroy());

  function show(index: number) {
    current = index;
    render();
    slider?.moveToIdx(index);
  }

  // The variation picture swapped into the first slide, and back.
  const swapTo = (next: GallerySlide[], index: number) => {
    const changed = next[0] !== slides[0];
    slides = next;
    if (changed && boxes[0]) fillSlide(boxes[0], next[0] as GallerySlide, 0, count, signal);
    show(index);
  };
  const mine = (form: Element) => {
    const own = productVariationForm(host);
    // isSameNode rather than ===: under happy-dom an event's form can arrive as another wrapper.
    return own === null || own.isSameNode(form);
  };
  const stopFollowing = onVariationEvents({
    found: (variation, form) => {
      if (!mine(form)) return;
      const swap = variationSlides(gallery.slides, variation.image);
      swapTo(swap ? swap.slides : gallery.slides, swap ? swap.index : 0);
    },
    reset: (form) => {
      if (mine(form)) swapTo(gallery.slides, 0);
    },
  });
  onCleanup(stopFollowing);

  // The full-screen viewer: a React modal in a container of its own, loaded on first opening.
  let viewerOpen = false;
  let viewerIndex = 0;
  let opener: HTMLElement | null = null;
  const viewerDialog = lazyView<GalleryViewerDialogProps>(loadViewer, { signal, onCleanup });
  function renderViewer() {
    viewerDialog
      .render({
        open: viewerOpen,
        onOpenChange: (open: boolean) => {
          viewerOpen = open;
          renderViewer();
        },
        returnFocusTo: opener,
        slides,
        index: viewerIndex,
        onIndex: (index: number) => {
          viewerIndex = index;
          renderViewer();
        },
      })
      .catch((error: unknown) => {
        // The viewer's code could not be fetched (offline): the gallery stays; a press tries again.
        viewerOpen = false;
        console.error('[firsat] product-gallery: the viewer could not be opened', error);
      });
  }
  function openViewer(index: number) {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    viewerIndex = index;
    viewerOpen = true;
    renderViewer();
  }

  render();
}

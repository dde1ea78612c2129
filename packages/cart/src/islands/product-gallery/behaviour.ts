import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import KeenSlider from 'keen-slider';
import { onVariationEvents, productVariationForm } from '../../shared/variation-events';
import { buildGallery, element, fillSlide } from './frame';
import { GALLERY_CLASSES } from './gallery-classes';
import type { GalleryViewer } from './gallery-viewer';
import {
  type GallerySlide,
  SLIDE_DURATION_MS,
  stepSlide,
  thumbLayout,
  variationSlides,
  zoomPosition,
} from './model';
import type { ProductGalleryProps } from './props';
import { placeThumbs, renderGallery } from './render';

/** The full-screen viewer (the kit's dialog, no React): fetched on first use, or when the trigger is approached. */
const loadViewer = () => import('./gallery-viewer');

/**
 * The single product gallery (`.woocommerce-product-gallery`, classic or product-blocks builder):
 * a keen-slider main slider (500 ms, no autoplay), thumbnail buttons left, right or below (below
 * under 768 px), optional hover zoom, the full-screen viewer (loaded on first use), and the
 * variation picture swapped into the first slide and back. The pictures keep their printed
 * markup and classes; stopping puts the server's markup back as printed.
 */
export function bindProductGallery(
  host: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductGalleryProps>,
): void {
  const { gallery } = props;
  const { kind, position, columns, zoom, viewer, thumbsOnHover } = gallery;
  let slides: GallerySlide[] = gallery.slides;
  let current = 0;
  const count = slides.length;

  // WooCommerce prints the gallery transparent and lets its script fade it in.
  onCleanup(keepPrinted([[host, ['style']]]));
  host.style.opacity = '1';
  // The server's nodes go back in place when the behaviour stops.
  const printed = [...host.childNodes];
  onCleanup(() => host.replaceChildren(...printed));

  const frame = buildGallery(gallery, signal);
  const { boxes, thumbs, trigger, previous, next } = frame;
  const place = () => placeThumbs(frame, thumbLayout(window.innerWidth, position, columns), count);
  place();
  window.addEventListener('resize', place, { signal });
  const renderSnapshot = renderGallery(frame, GALLERY_CLASSES[kind].activeThumb);
  const render = () => renderSnapshot({ current, slides });
  host.replaceChildren(frame.root);

  // keen-slider on the track: one slide per view, 500 ms slides, no loop and no autoplay (SPEC §9).
  // Only a swipe reports back: moves the gallery asked for already set the index, and a late
  // report of an earlier move must not undo a newer one.
  let swiping = false;
  const slider =
    count > 0
      ? new KeenSlider(frame.track, {
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

  // Hover zoom on each slide; clicking a picture opens the viewer on it instead of following the link.
  boxes.forEach((box, index) => {
    wireZoom(box, () => (zoom && index === current ? (slides[index] as GallerySlide) : null), signal);
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
  // Thumbnails show their slide on a press (and on hover for the builder's `onhover`); the arrows step.
  thumbs.forEach((thumb, index) => {
    thumb.addEventListener('click', () => show(index), { signal });
    if (thumbsOnHover) thumb.addEventListener('mouseenter', () => show(index), { signal });
  });
  previous?.addEventListener('click', () => show(stepSlide(current, -1, count)), { signal });
  next?.addEventListener('click', () => show(stepSlide(current, 1, count)), { signal });
  trigger?.addEventListener('pointerenter', () => void loadViewer(), { signal });
  trigger?.addEventListener('focus', () => void loadViewer(), { signal });
  trigger?.addEventListener('click', () => openViewer(current), { signal });

  // The variation picture swapped into the first slide, and back.
  onCleanup(
    followVariations(host, gallery.slides, (swapped, index) => {
      const changed = swapped[0] !== slides[0];
      slides = swapped;
      if (changed && boxes[0]) fillSlide(boxes[0], swapped[0] as GallerySlide, 0, count, signal);
      show(index);
    }),
  );
  const openViewer = viewerOpener(() => slides, signal);
  render();
}

/**
 * Hover zoom: the large picture magnified twice under the pointer (jQuery zoom's `img.zoomImg`),
 * over the slide `zoomed()` names (null: none, or not this one).
 */
function wireZoom(box: HTMLElement, zoomed: () => GallerySlide | null, signal: AbortSignal): void {
  const hide = () => box.querySelector(':scope > img.zoomImg')?.remove();
  const move = (event: PointerEvent) => {
    const slide = zoomed();
    if (!slide || event.pointerType === 'touch') return;
    const { image } = slide;
    const rect = box.getBoundingClientRect();
    const at = zoomPosition(
      { x: event.clientX - rect.left, y: event.clientY - rect.top },
      { width: rect.width, height: rect.height },
      { width: image.fullWidth ?? rect.width, height: image.fullHeight ?? rect.height },
    );
    let picture = box.querySelector<HTMLImageElement>(':scope > img.zoomImg');
    if (!picture) {
      picture = element('img', 'zoomImg', {
        position: 'absolute',
        maxWidth: 'none',
        maxHeight: 'none',
        border: 'none',
        pointerEvents: 'none',
      });
      picture.alt = '';
      box.append(picture);
    }
    picture.src = image.fullSrc || image.src;
    Object.assign(picture.style, {
      top: `${at.top}px`,
      left: `${at.left}px`,
      width: `${at.width}px`,
      height: `${at.height}px`,
    });
  };
  box.addEventListener('pointerenter', move, { signal });
  box.addEventListener('pointermove', move, { signal });
  box.addEventListener('pointerleave', hide, { signal });
}

/**
 * Follows the variation form of the gallery's product (`found_variation` / `reset_data`): `swap`
 * gets the slides to show (the variation's picture in the first slide) and the one to go to.
 * Returns the unsubscribe.
 */
function followVariations(
  host: HTMLElement,
  printed: GallerySlide[],
  swap: (slides: GallerySlide[], index: number) => void,
): () => void {
  const mine = (form: Element) => {
    const own = productVariationForm(host);
    // isSameNode rather than ===: under happy-dom an event's form can arrive as another wrapper.
    return own === null || own.isSameNode(form);
  };
  return onVariationEvents({
    found: (variation, form) => {
      if (!mine(form)) return;
      const found = variationSlides(printed, variation.image);
      swap(found ? found.slides : printed, found ? found.index : 0);
    },
    reset: (form) => {
      if (mine(form)) swap(printed, 0);
    },
  });
}

/**
 * The full-screen viewer, fetched and built on the first opening. Returns `open(index)`, which
 * shows `slides()` from that one, focus returning to what had it.
 */
function viewerOpener(slides: () => GallerySlide[], signal: AbortSignal): (index: number) => void {
  let viewer: GalleryViewer | null = null;
  return (at) => {
    loadViewer()
      .then((module) => {
        if (signal.aborted) return;
        viewer ??= module.galleryViewer(slides, signal);
        viewer.open(at);
      })
      .catch((error: unknown) => {
        // The viewer's code could not be fetched (offline): the gallery stays; a press tries again.
        console.error('[firsat] product-gallery: the viewer could not be opened', error);
      });
  };
}

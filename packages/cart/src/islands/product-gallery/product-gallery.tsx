import { type IslandHostProps, t } from '@firsat/core/island';
import { type CSSProperties, lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Variation } from '../../shared/variation';
import { GALLERY_CLASSES } from './gallery-classes';
import { ChevronIcon, MagnifierIcon } from './gallery-icons';
import { type GallerySlide, stepSlide, thumbLayout, variationSlides } from './gallery-model';
import { GallerySlideView } from './gallery-slide';
import { GalleryThumbs } from './gallery-thumbs';
import type { ProductGalleryProps } from './props';
import { useKeenSlider } from './use-keen-slider';
import { useVariationImage } from './use-variation-image';
import { useViewportWidth } from './use-viewport-width';

/** The full-screen viewer and its modal (floating-ui): fetched on first use, or when the trigger is approached. */
const loadViewer = () => import('./gallery-viewer');
const GalleryViewerDialog = lazy(loadViewer);

function rootStyle(position: string): CSSProperties {
  if (position === 'left')
    return { display: 'grid', gap: 12, gridTemplateColumns: 'minmax(56px, 18%) minmax(0, 1fr)' };
  if (position === 'right')
    return { display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr) minmax(56px, 18%)' };
  return { display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' };
}

/**
 * The single product gallery (`.woocommerce-product-gallery`, classic or product-blocks builder):
 * a keen-slider main slider (500 ms, no autoplay), thumbnail buttons left, right or below (below
 * under 768 px), optional hover zoom, the full-screen viewer, and the variation picture swapped
 * into the first slide and back. The pictures keep their printed markup and classes.
 */
export function ProductGallery({ gallery, host }: ProductGalleryProps & Partial<IslandHostProps>) {
  const { kind, position, columns, zoom, viewer, thumbsOnHover, arrows } = gallery;
  const classes = GALLERY_CLASSES[kind];
  const [slides, setSlides] = useState<GallerySlide[]>(gallery.slides);
  const [current, setCurrent] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerIndex, setViewerIndex] = useState(0);
  /** What opened the viewer (the trigger or a picture), for focus to return to; undefined until it first opens. */
  const [opener, setOpener] = useState<HTMLElement | null>();
  const track = useRef<HTMLDivElement>(null);
  const layout = thumbLayout(useViewportWidth(), position, columns);
  const slider = useKeenSlider(track, slides.length, current, setCurrent);

  const show = useCallback(
    (index: number) => {
      setCurrent(index);
      slider.current?.moveToIdx(index);
    },
    [slider],
  );

  // WooCommerce prints the gallery transparent and lets its script fade it in.
  useLayoutEffect(() => {
    if (!host) return;
    const opacity = host.style.opacity;
    host.style.opacity = '1';
    return () => {
      host.style.opacity = opacity;
    };
  }, [host]);

  const onFound = useCallback(
    (variation: Variation) => {
      const swap = variationSlides(gallery.slides, variation.image);
      setSlides(swap ? swap.slides : gallery.slides);
      show(swap ? swap.index : 0);
    },
    [gallery.slides, show],
  );
  const onReset = useCallback(() => {
    setSlides(gallery.slides);
    show(0);
  }, [gallery.slides, show]);
  useVariationImage(host ?? document.documentElement, onFound, onReset);

  const openViewer = (index: number) => {
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setViewerIndex(index);
    setViewerOpen(true);
  };

  const nav = (
    <GalleryThumbs
      slides={slides}
      current={current}
      layout={layout}
      classes={classes}
      onHover={thumbsOnHover}
      onSelect={show}
    />
  );

  return (
    <>
      <div className={classes.root} data-thumbs={layout.position} style={rootStyle(layout.position)}>
        {layout.position === 'left' && nav}
        <div className={classes.viewport} style={{ position: 'relative', overflow: 'hidden', minWidth: 0 }}>
          {viewer && (
            <button
              type="button"
              className={classes.trigger}
              aria-label={t('galleryTrigger')}
              aria-haspopup="dialog"
              onPointerEnter={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              onClick={() => openViewer(current)}
              style={{ position: 'absolute', top: 8, right: 8, zIndex: 9 }}
            >
              <MagnifierIcon />
            </button>
          )}
          <div
            ref={track}
            className={`${classes.track} keen-slider`}
            style={{ display: 'flex', overflow: 'hidden', position: 'relative', touchAction: 'pan-y' }}
          >
            {slides.map((slide, index) => (
              <GallerySlideView
                key={String(index)}
                slide={slide}
                index={index}
                count={slides.length}
                active={index === current}
                zoom={zoom}
                onOpen={viewer ? openViewer : undefined}
              />
            ))}
          </div>
          {arrows && slides.length > 1 && (
            <>
              <button
                type="button"
                className={classes.previous}
                aria-label={t('previous')}
                disabled={current === 0}
                onClick={() => show(stepSlide(current, -1, slides.length))}
                style={{ position: 'absolute', left: 8, top: '50%', zIndex: 9 }}
              >
                <ChevronIcon direction="left" />
              </button>
              <button
                type="button"
                className={classes.next}
                aria-label={t('next')}
                disabled={current === slides.length - 1}
                onClick={() => show(stepSlide(current, 1, slides.length))}
                style={{ position: 'absolute', right: 8, top: '50%', zIndex: 9 }}
              >
                <ChevronIcon direction="right" />
              </button>
            </>
          )}
        </div>
        {layout.position !== 'left' && nav}
      </div>
      {viewer && opener !== undefined && (
        <Suspense fallback={null}>
          <GalleryViewerDialog
            open={viewerOpen}
            onOpenChange={setViewerOpen}
            returnFocusTo={opener}
            slides={slides}
            index={viewerIndex}
            onIndex={setViewerIndex}
          />
        </Suspense>
      )}
    </>
  );
}

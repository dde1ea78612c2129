import { type PointerEvent, type SyntheticEvent, useRef, useState } from 'react';
import { IMAGE_ERROR_CLASS } from './gallery-classes';
import { type GallerySlide, zoomPosition } from './gallery-model';

interface GallerySlideViewProps {
  slide: GallerySlide;
  index: number;
  count: number;
  active: boolean;
  zoom: boolean;
  /** Opens the viewer on this slide; when absent, the link goes to the full picture. */
  onOpen?: (index: number) => void;
}

/** Marks a picture that failed to load (SPEC §8). */
export function markFailed(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.classList.add(IMAGE_ERROR_CLASS);
}

type Zoom = ReturnType<typeof zoomPosition> | null;

/**
 * One slide, with the picture's own markup (`a[href] > img` and its classes). With zoom on, the
 * active slide shows the large picture magnified twice under the pointer (jQuery zoom's
 * `img.zoomImg`, decorative).
 */
export function GallerySlideView({ slide, index, count, active, zoom, onOpen }: GallerySlideViewProps) {
  const { image } = slide;
  const box = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState<Zoom>(null);

  const move = (event: PointerEvent) => {
    const el = box.current;
    if (!zoom || !active || !el || event.pointerType === 'touch') return;
    const rect = el.getBoundingClientRect();
    const natural = {
      width: image.fullWidth ?? rect.width,
      height: image.fullHeight ?? rect.height,
    };
    setZoomed(
      zoomPosition(
        { x: event.clientX - rect.left, y: event.clientY - rect.top },
        { width: rect.width, height: rect.height },
        natural,
      ),
    );
  };

  const picture = (
    <img
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.sizes || undefined}
      alt={image.alt}
      title={image.title || undefined}
      className={image.className || undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      data-caption={image.caption}
      data-large_image={image.fullSrc}
      data-large_image_width={image.fullWidth ?? undefined}
      data-large_image_height={image.fullHeight ?? undefined}
      loading={index === 0 ? undefined : 'lazy'}
      decoding="async"
      draggable={false}
      onError={markFailed}
    />
  );

  return (
    // The WAI carousel pattern's slide: a labelled group ("2 / 3"); a fieldset would be wrong here.
    // biome-ignore lint/a11y/useSemanticElements: a slide, not a form group
    <div
      ref={box}
      className={`${slide.className} keen-slider__slide`}
      data-thumb={slide.thumb}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} / ${count}`}
      aria-hidden={active ? undefined : true}
      inert={active ? undefined : true}
      style={{ position: 'relative', overflow: 'hidden', minWidth: '100%' }}
      onPointerEnter={move}
      onPointerMove={move}
      onPointerLeave={() => setZoomed(null)}
    >
      {slide.href ? (
        <a
          href={slide.href}
          onClick={
            onOpen
              ? (event) => {
                  event.preventDefault();
                  onOpen(index);
                }
              : undefined
          }
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      {zoomed && (
        <img
          className="zoomImg"
          alt=""
          src={image.fullSrc || image.src}
          style={{
            position: 'absolute',
            top: zoomed.top,
            left: zoomed.left,
            width: zoomed.width,
            height: zoomed.height,
            maxWidth: 'none',
            maxHeight: 'none',
            border: 'none',
            pointerEvents: 'none',
          }}
        />
      )}
    </div>
  );
}

import { t } from '@firsat/core/island';
import type { CSSProperties } from 'react';
import type { GalleryClasses } from './gallery-classes';
import type { GallerySlide, ThumbLayout } from './gallery-model';
import { markFailed } from './gallery-slide';

interface GalleryThumbsProps {
  slides: readonly GallerySlide[];
  current: number;
  layout: ThumbLayout;
  classes: GalleryClasses;
  onHover: boolean;
  onSelect: (index: number) => void;
}

/**
 * The thumbnails: one button each, `aria-current` on the shown slide. Below the slider they run
 * in rows of `columns`; at the side, in a column showing `columns` at a time (scrolling).
 */
export function GalleryThumbs({ slides, current, layout, classes, onHover, onSelect }: GalleryThumbsProps) {
  if (slides.length < 2) return null;
  const vertical = layout.position !== 'bottom';
  const style: CSSProperties = vertical
    ? {
        display: 'grid',
        gap: 8,
        alignContent: 'start',
        overflowY: 'auto',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }
    : {
        display: 'grid',
        gap: 8,
        order: 0,
        contain: 'none',
        gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      };
  return (
    <ol className={classes.nav} data-position={layout.position} style={style}>
      {slides.map((slide, index) => {
        const active = index === current;
        return (
          <li key={slide.thumb + String(index)} className={classes.thumb || undefined}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              aria-label={t('galleryThumbnail', { n: index + 1 })}
              onClick={() => onSelect(index)}
              onMouseEnter={onHover ? () => onSelect(index) : undefined}
              style={{
                display: 'block',
                width: '100%',
                padding: 0,
                border: 0,
                background: 'none',
                cursor: 'pointer',
              }}
            >
              <img
                src={slide.thumb}
                srcSet={slide.thumbSrcset || undefined}
                alt=""
                className={active ? classes.activeThumb : undefined}
                loading="lazy"
                draggable={false}
                onError={markFailed}
                style={{ display: 'block', width: '100%', height: 'auto', opacity: active ? 1 : 0.6 }}
              />
            </button>
          </li>
        );
      })}
    </ol>
  );
}

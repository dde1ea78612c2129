import { t } from '@firsat/core/island';
import {
  ModalClose,
  ModalContent,
  ModalOverlay,
  ModalPortal,
  ModalRoot,
  ModalTitle,
  ModalViewport,
} from '@firsat/core/ui';
import { type CSSProperties, type KeyboardEvent, useSyncExternalStore } from 'react';
import { ICON_ATTRIBUTES, ICON_SHAPES } from './gallery-icons';
import { messages } from './messages';
import { fitToViewport, type GallerySlide, stepSlide } from './model';

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};
const viewportKey = () => `${window.innerWidth}x${window.innerHeight}`;

/**
 * The viewer's controls: 48 px circles over the dark backdrop, in the margin the picture leaves
 * (fitToViewport keeps 75 px a side), the arrows at the window's sides and close at its top right
 * — on any theme, so they are styled here rather than by the site's sheet.
 */
const CONTROL: CSSProperties = {
  position: 'fixed',
  zIndex: 1,
  width: 48,
  height: 48,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(255,255,255,.16)',
  color: '#fff',
  font: '400 32px/1 system-ui, sans-serif',
  cursor: 'pointer',
};
const ARROW: CSSProperties = { ...CONTROL, top: '50%', transform: 'translateY(-50%)' };
const PREVIOUS: CSSProperties = { ...ARROW, left: 12 };
const NEXT: CSSProperties = { ...ARROW, right: 12 };
const CLOSE: CSSProperties = { ...CONTROL, top: 12, right: 12 };

/** The gallery's chevron, drawn from the same shapes as the behaviour's buttons. */
function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width={28}
      height={28}
      viewBox={ICON_ATTRIBUTES.viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`firsat-icon firsat-icon--${direction}`}
    >
      {ICON_SHAPES[direction].map(([, attributes]) => (
        <path key={attributes.d} d={attributes.d} />
      ))}
    </svg>
  );
}

export interface GalleryViewerProps {
  slides: readonly GallerySlide[];
  index: number;
  onIndex: (index: number) => void;
}

export interface GalleryViewerDialogProps extends GalleryViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gallery's trigger (or the picture) that opened it: focus goes back there. */
  returnFocusTo: HTMLElement | null;
}

/**
 * The viewer with its modal: this module (and floating-ui with it) is loaded on the viewer's
 * first opening, not with the gallery.
 */
export default function GalleryViewerDialog({
  open,
  onOpenChange,
  returnFocusTo,
  ...viewer
}: GalleryViewerDialogProps) {
  return (
    <ModalRoot open={open} onOpenChange={(next) => onOpenChange(next)} returnFocusTo={returnFocusTo}>
      <GalleryViewer {...viewer} />
    </ModalRoot>
  );
}

/**
 * The full-screen viewer (inside `GalleryViewerDialog`'s `ModalRoot`): the full-size picture fitted to the
 * page minus 150 px (630 × 440 when its size is unknown), previous / next buttons and the left
 * and right arrow keys (looping, as PhotoSwipe does), Escape or the close button to leave. Focus
 * is trapped inside and goes back to the trigger.
 */
export function GalleryViewer({ slides, index, onIndex }: GalleryViewerProps) {
  const [w = 0, h = 0] = useSyncExternalStore(subscribe, viewportKey, () => '1280x800')
    .split('x')
    .map(Number);
  const slide = slides[index] ?? slides[0];
  if (!slide) return null;
  const { image } = slide;
  const fitted = fitToViewport(
    { width: image.fullWidth ?? undefined, height: image.fullHeight ?? undefined },
    { width: w, height: h },
  );
  const go = (delta: number) => onIndex(stepSlide(index, delta, slides.length, true));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const many = slides.length > 1;
  return (
    <ModalPortal>
      <ModalViewport
        className="pswp pswp--open firsat-gallery-viewer"
        style={{ position: 'fixed', inset: 0, zIndex: 100000, display: 'grid', placeItems: 'center' }}
      >
        <ModalOverlay
          className="pswp__bg"
          style={{ position: 'absolute', inset: 0, background: 'rgba(0,0,0,.92)' }}
        />
        <ModalContent
          className="pswp__scroll-wrap"
          onKeyDown={onKeyDown}
          style={{ position: 'relative', color: '#fff', textAlign: 'center' }}
        >
          <ModalTitle className="screen-reader-text">
            {image.alt || image.title || messages.t('galleryTrigger')}
          </ModalTitle>
          <figure className="pswp__item" style={{ margin: 0 }}>
            <img
              className="pswp__img"
              src={image.fullSrc || image.src}
              alt={image.alt}
              width={fitted.width}
              height={fitted.height}
              style={{ width: fitted.width, height: fitted.height, objectFit: 'contain' }}
            />
            <figcaption className="pswp__caption">
              {image.caption ? `${image.caption} · ` : ''}
              <span className="pswp__counter" aria-live="polite">
                {index + 1} / {slides.length}
              </span>
            </figcaption>
          </figure>
          {many && (
            <button
              type="button"
              className="pswp__button pswp__button--arrow--left"
              style={PREVIOUS}
              aria-label={messages.t('previous')}
              onClick={() => go(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
          )}
          {many && (
            <button
              type="button"
              className="pswp__button pswp__button--arrow--right"
              style={NEXT}
              aria-label={messages.t('next')}
              onClick={() => go(1)}
            >
              <ChevronIcon direction="right" />
            </button>
          )}
          <ModalClose className="pswp__button pswp__button--close" style={CLOSE} label={t('close')} />
        </ModalContent>
      </ModalViewport>
    </ModalPortal>
  );
}

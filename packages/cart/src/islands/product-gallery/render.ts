import { type GalleryFrame, setAttr } from './frame';
import type { GallerySlide, ThumbLayout } from './model';

/** What the gallery shows: the current slide, and the slides as they are (a variation's swapped in). */
export interface GallerySnapshot {
  current: number;
  slides: readonly GallerySlide[];
}

type Style = Record<string, string>;

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

/** Puts the thumbnails left, right or below (`thumbLayout` for the window's width). */
export function placeThumbs({ root, nav }: GalleryFrame, layout: ThumbLayout, count: number): void {
  root.setAttribute('data-thumbs', layout.position);
  Object.assign(root.style, rootStyle(layout.position));
  nav.setAttribute('data-position', layout.position);
  Object.assign(nav.style, navStyle(layout));
  if (count < 2) return;
  if (layout.position === 'left') root.prepend(nav);
  else root.append(nav);
}

/**
 * The gallery's `render(snapshot)`: the current slide shown (the others `aria-hidden`, `inert`,
 * their zoom gone), its thumbnail `aria-current` and marked with the markup's class, each
 * thumbnail's picture, the arrows disabled at either end. It writes only on elements the gallery
 * built (the printed ones come back whole on stop), so it needs no printed writer.
 */
export function renderGallery(
  { boxes, thumbs, previous, next }: GalleryFrame,
  activeThumb: string,
): (snapshot: GallerySnapshot) => void {
  return ({ current, slides }) => {
    boxes.forEach((box, index) => {
      const active = index === current;
      setAttr(box, 'aria-hidden', active ? null : 'true');
      box.toggleAttribute('inert', !active);
      if (!active) box.querySelector(':scope > img.zoomImg')?.remove();
    });
    thumbs.forEach((thumb, index) => {
      const active = index === current;
      const slide = slides[index] as GallerySlide;
      setAttr(thumb, 'aria-current', active ? 'true' : null);
      const img = thumb.querySelector('img') as HTMLImageElement;
      if (img.getAttribute('src') !== slide.thumb) img.setAttribute('src', slide.thumb);
      setAttr(img, 'srcset', slide.thumbSrcset);
      setAttr(img, 'class', active ? activeThumb : null);
      img.style.opacity = active ? '1' : '0.6';
    });
    if (previous) previous.disabled = current === 0;
    if (next) next.disabled = current === boxes.length - 1;
  };
}

import { t } from '@firsat/core/island';
import { dialog } from '@firsat/core/kit';
import { element, setAttr } from './frame';
import { type IconName, iconElement } from './gallery-icons';
import { messages } from './messages';
import { fitToViewport, type GallerySlide, stepSlide } from './model';

/**
 * The viewer's controls: 48 px circles over the dark backdrop, in the margin the picture leaves
 * (fitToViewport keeps 75 px a side), the arrows at the window's sides and close at its top right
 * — on any theme, so they are styled here rather than by the site's sheet.
 */
const CONTROL = {
  position: 'fixed',
  zIndex: '1',
  width: '48px',
  height: '48px',
  display: 'grid',
  placeItems: 'center',
  padding: '0',
  border: '0',
  borderRadius: '50%',
  background: 'rgba(255,255,255,.16)',
  color: '#fff',
  font: '400 32px/1 system-ui, sans-serif',
  cursor: 'pointer',
};
const ARROW = { ...CONTROL, top: '50%', transform: 'translateY(-50%)' };

export interface GalleryViewer {
  /** Shows `slides()` from `index`; focus goes back to what had it. */
  open(index: number): void;
}

function control(className: string, label: string, style: Record<string, string>, icon?: IconName) {
  const button = element('button', `pswp__button ${className}`, style);
  button.type = 'button';
  button.setAttribute('aria-label', label);
  if (icon) {
    const svg = iconElement(icon);
    svg.setAttribute('width', '28');
    svg.setAttribute('height', '28');
    button.append(svg);
  } else button.textContent = '×';
  return button;
}

/**
 * The full-screen viewer (PhotoSwipe's `.pswp` classes) on the kit's dialog: the full-size
 * picture fitted to the window minus 150 px (630 × 440 when its size is unknown), previous / next
 * buttons and the left and right arrow keys (looping, as PhotoSwipe does), Escape, a press on the
 * backdrop or the close button to leave; focus trapped inside and given back. Built on the first
 * opening (this module is fetched then), kept hidden between openings, removed when `signal`
 * aborts. No React: the product page's full visit stays without it.
 */
export function galleryViewer(slides: () => readonly GallerySlide[], signal: AbortSignal): GalleryViewer {
  const doc = document;
  const root = element('div', 'pswp pswp--open firsat-gallery-viewer', {
    position: 'fixed',
    inset: '0',
    zIndex: '100000',
    display: 'none',
    placeItems: 'center',
  });
  const backdrop = element('div', 'pswp__bg', {
    position: 'absolute',
    inset: '0',
    background: 'rgba(0,0,0,.92)',
  });
  const box = element('div', 'pswp__scroll-wrap', {
    position: 'relative',
    color: '#fff',
    textAlign: 'center',
  });
  const title = element('h2', 'screen-reader-text');
  const figure = element('figure', 'pswp__item', { margin: '0' });
  const picture = element('img', 'pswp__img', { objectFit: 'contain' });
  const caption = element('figcaption', 'pswp__caption');
  const captionText = element('span', '');
  const counter = element('span', 'pswp__counter');
  counter.setAttribute('aria-live', 'polite');
  caption.append(captionText, counter);
  figure.append(picture, caption);
  const previous = control(
    'pswp__button--arrow--left',
    messages.t('previous'),
    { ...ARROW, left: '12px' },
    'left',
  );
  const next = control(
    'pswp__button--arrow--right',
    messages.t('next'),
    { ...ARROW, right: '12px' },
    'right',
  );
  const close = control('pswp__button--close', t('close'), { ...CONTROL, top: '12px', right: '12px' });
  box.append(title, figure, previous, next, close);
  root.append(backdrop, box);
  doc.body.append(root);
  signal.addEventListener('abort', () => root.remove(), { once: true });

  let index = 0;
  const render = () => {
    const all = slides();
    const slide = all[index] ?? all[0];
    if (!slide) return;
    const { image } = slide;
    const fitted = fitToViewport(
      { width: image.fullWidth ?? undefined, height: image.fullHeight ?? undefined },
      { width: window.innerWidth, height: window.innerHeight },
    );
    title.textContent = image.alt || image.title || messages.t('galleryTrigger');
    picture.src = image.fullSrc || image.src;
    picture.alt = image.alt;
    setAttr(picture, 'width', fitted.width);
    setAttr(picture, 'height', fitted.height);
    Object.assign(picture.style, { width: `${fitted.width}px`, height: `${fitted.height}px` });
    captionText.textContent = image.caption ? `${image.caption} · ` : '';
    counter.textContent = `${index + 1} / ${all.length}`;
    // Inline display (the controls' grid) would outrank `hidden`.
    previous.style.display = next.style.display = all.length < 2 ? 'none' : 'grid';
  };
  const go = (delta: number) => {
    index = stepSlide(index, delta, slides().length, true);
    render();
  };
  previous.addEventListener('click', () => go(-1), { signal });
  next.addEventListener('click', () => go(1), { signal });
  box.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    },
    { signal },
  );
  window.addEventListener('resize', () => modal.isOpen && render(), { signal });

  const modal = dialog(root, {
    signal,
    content: box,
    title,
    closers: '.pswp__button--close',
    openClass: 'pswp--visible',
    onClose: () => {
      root.style.display = 'none';
    },
  });
  return {
    open(at) {
      index = at;
      render();
      root.style.display = 'grid';
      void modal.open();
    },
  };
}

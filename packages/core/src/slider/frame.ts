import type { CarouselMarkup, CarouselText } from './texts';

const PAUSE_SHAPE = 'M6 5h4v14H6zm8 0h4v14h-4z';
const PLAY_SHAPE = 'M7 4.5v15l12-7.5z';
const SVG = 'http://www.w3.org/2000/svg';

/** The pause control's icon (decorative: the button carries the name), built as nodes, never as HTML text. */
function controlIcon(className: string, shape: string, hidden: boolean): HTMLSpanElement {
  const holder = document.createElement('span');
  holder.className = className;
  holder.hidden = hidden;
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '16',
    height: '16',
    'aria-hidden': 'true',
    focusable: 'false',
    style: 'pointer-events:none',
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', shape);
  svg.append(path);
  holder.append(svg);
  return holder;
}

function button(className: string, label: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.setAttribute('aria-label', label);
  return el;
}

/** What the slider builds around the printed items (slick's classes, so the theme's CSS applies). */
export interface SliderFrame {
  /** `.slick-list`: the visible box (the lazy pictures' observer root). */
  list: HTMLDivElement;
  /** `.slick-track.keen-slider`: the printed items moved into it. */
  track: HTMLDivElement;
  pause: HTMLButtonElement | null;
  previous: HTMLButtonElement | null;
  next: HTMLButtonElement | null;
  dotList: HTMLUListElement | null;
  dots: HTMLButtonElement[];
  /** What the slider's element holds, in reading order: pause, previous, the list, next, dots. */
  controls: HTMLElement[];
}

/**
 * The list, the track with the printed items in it, and the controls the settings ask for, in
 * reading order: pause, previous, the slides, next, dots. No listeners: the behaviour wires them.
 */
export function buildFrame(
  { slides, previousIcon, nextIcon }: CarouselMarkup,
  t: CarouselText,
  {
    fade,
    autoplay,
    arrows,
    dots: withDots,
  }: { fade: boolean; autoplay: boolean; arrows: boolean; dots: boolean },
): SliderFrame {
  const list = document.createElement('div');
  list.className = 'slick-list';
  Object.assign(list.style, { overflow: 'hidden', position: 'relative' });
  const track = document.createElement('div');
  track.className = 'slick-track keen-slider';
  Object.assign(
    track.style,
    fade
      ? { display: 'grid', position: 'relative' }
      : {
          display: 'flex',
          overflow: 'hidden',
          position: 'relative',
          touchAction: 'pan-y',
          userSelect: 'none',
        },
  );
  track.append(...slides);
  list.append(track);

  let pause: HTMLButtonElement | null = null;
  if (autoplay) {
    pause = button('firsat-slider-pause', t('pause'));
    pause.append(
      controlIcon('firsat-slider-hold', PAUSE_SHAPE, false),
      controlIcon('firsat-slider-play', PLAY_SHAPE, true),
    );
  }
  let previous: HTMLButtonElement | null = null;
  let next: HTMLButtonElement | null = null;
  if (arrows) {
    previous = button('slick-prev slick-arrow', t('previous'));
    previous.append(...arrowIcon(previousIcon, '‹'));
    next = button('slick-next slick-arrow', t('next'));
    next.append(...arrowIcon(nextIcon, '›'));
  }
  const dots: HTMLButtonElement[] = [];
  let dotList: HTMLUListElement | null = null;
  if (withDots) {
    dotList = document.createElement('ul');
    dotList.className = 'slick-dots';
    slides.forEach((_, index) => {
      const item = document.createElement('li');
      const dot = button('', t('goToSlide', { n: index + 1 }));
      dot.textContent = String(index + 1);
      item.append(dot);
      dotList?.append(item);
      dots.push(dot);
    });
  }
  const controls: HTMLElement[] = [];
  for (const node of [pause, previous, list, next, dotList]) if (node) controls.push(node);
  return { list, track, pause, previous, next, dotList, dots, controls };
}

/** The arrow's icon: a copy of what the block prints in its hidden nav (`.wopb-slick-prev`, `.ultp-slick-prev`, …). */
export function arrowIcon(template: Element | null | undefined, fallback: string): Node[] {
  const inner = template?.querySelector('.slick-arrow') ?? template;
  const nodes = inner ? [...inner.childNodes].map((node) => node.cloneNode(true)) : [];
  if (nodes.length > 0) return nodes;
  const span = document.createElement('span');
  span.setAttribute('aria-hidden', 'true');
  span.textContent = fallback;
  return [span];
}

import { defineProps, prop } from '@firsat/core/island';
import { DIRECTIONS, TICKER_TYPES, type TickerType } from './model';

const typeOf = (el: HTMLElement): TickerType => {
  const type = el.getAttribute('data-type');
  return (TICKER_TYPES as readonly string[]).includes(type ?? '') ? (type as TickerType) : 'horizontal';
};

/** The ticker's data-* on `ul.ultp-news-ticker` (News_Ticker.php; PHP prints a false setting as `""`). */
export const newsTickerProps = defineProps('news-ticker', {
  type: prop.oneOf('data-type', TICKER_TYPES, {
    fallback: 'horizontal',
    doc: 'How it moves: item by item sideways, up or down, typed, or a continuous marquee.',
  }),
  direction: prop.oneOf('data-direction', DIRECTIONS, {
    fallback: (el) => (typeOf(el) === 'vertical' ? 'up' : 'left'),
    doc: 'Vertical: up or down; horizontal and marquee: left or right (the marquee moves its content that way).',
  }),
  speed: prop.number('data-speed', {
    integer: true,
    min: 1,
    fallback: undefined,
    doc: 'ms between items (the marquee: ms per pixel); absent, 2000 ms between items and 50 ms a pixel (SPEC §9).',
  }),
  pauseOnHover: prop.flag('data-hover', {
    fallback: true,
    doc: 'A pointer over the list pauses it (focus inside always does).',
  }),
});

export type NewsTickerProps = ReturnType<typeof newsTickerProps.parse>;

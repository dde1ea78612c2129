/**
 * The news ticker's rules (post-blocks.md §8, SPEC §9 "Ticker defaults"), pure: how often it
 * moves, which item is next, the marquee's position, and when it runs. No DOM.
 */

/**
 * SPEC §9: speed 50, autoplay 2000 (customSlider.js's defaults). The plugin prints `data-speed`
 * (ms between items, 4000 by default; for the marquee ms per pixel, 10 by default); without it,
 * items change every 2000 ms and the marquee moves a pixel every 50 ms.
 */
export const TICKER_DEFAULTS = { speed: 50, autoplay: 2000 } as const;

/** customSlider.js's marquee: prev / next jump 250 px. */
export const MARQUEE_JUMP_PX = 250;

export const TICKER_TYPES = ['horizontal', 'vertical', 'typewriter', 'marquee'] as const;
export type TickerType = (typeof TICKER_TYPES)[number];
export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** ms between one step and the next: an item change, or the marquee's one pixel. */
export function stepMs(type: TickerType, speed: number | undefined): number {
  if (speed !== undefined) return speed;
  return type === 'marquee' ? TICKER_DEFAULTS.speed : TICKER_DEFAULTS.autoplay;
}

/** The item `delta` away, wrapping (customSlider.js's `handleSlider`). */
export function stepItem(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * The marquee's offset after moving `by` px: past the end of its content it comes back in from
 * the far side of the box (customSlider.js resets to minus the box's width), and jumping back
 * before that start goes to the end.
 */
export function marqueeOffset(offset: number, by: number, content: number, box: number): number {
  const next = offset + by;
  if (next > content) return -box + (next - content - 1);
  if (next < -box) return content;
  return next;
}

/** What may stop the ticker: the pause control (or reduced motion until play), a pointer over it, focus inside. */
export interface TickerState {
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  /** data-hover: a pointer over the list pauses it */
  pauseOnHover: boolean;
  /** more than one item, or a marquee */
  moves: boolean;
}

/** The ticker runs unless paused, hovered (when it pauses on hover), focused, or with nothing to move. */
export const tickerRuns = (s: TickerState): boolean =>
  s.moves && !s.paused && !s.focused && !(s.pauseOnHover && s.hovered);

/**
 * The sticky add-to-cart bar's rules (product-blocks §9, SPEC §4, §6, §9), framework free: when
 * it shows, where it sits under the admin bar, which footer layout applies at the page's width,
 * and the quantity its button carries.
 */

import { clamp, parseBounds, type RawQuantityBounds } from '../../shared/quantity';

/** The cart footer layout breakpoints (SPEC §9), widest first: each applies at or below its width. */
export const STICKY_BREAKPOINTS = [685, 644, 520, 430] as const;
export type StickyBreakpoint = (typeof STICKY_BREAKPOINTS)[number];

/** Where the bar is pinned: `style="top:0"` or `style="bottom:0"` as the server prints it. */
export type StickyPosition = 'top' | 'bottom';

/** The media query of one breakpoint. */
export function breakpointQuery(width: StickyBreakpoint): string {
  return `(max-width: ${width}px)`;
}

/** The class a breakpoint adds to the bar while the page is at most that wide. */
export function breakpointClass(width: StickyBreakpoint): string {
  return `wopb-sticky-max-${width}`;
}

/**
 * The layout for the breakpoints that match: every matching breakpoint's class (so theme CSS can
 * target "685 and below" as well as "430 and below"), and the narrowest one as the layout name
 * (`wide` when none matches).
 */
export function stickyLayout(matching: readonly StickyBreakpoint[]): {
  layout: `${StickyBreakpoint}` | 'wide';
  classes: string[];
} {
  const active = STICKY_BREAKPOINTS.filter((b) => matching.includes(b));
  const narrowest = active.at(-1);
  return { layout: narrowest === undefined ? 'wide' : `${narrowest}`, classes: active.map(breakpointClass) };
}

/** Shown once the page has scrolled past the offset (strictly more than `data-scroll`). */
export function isStickyVisible(scrollY: number, offset: number): boolean {
  return scrollY > offset;
}

/**
 * The bar's distance from the top edge: under a fixed admin bar when pinned to the top (SPEC §6),
 * otherwise none. Returns null for a bar pinned to the bottom (the top is left alone).
 */
export function stickyTop(position: StickyPosition, adminBarHeight: number): number | null {
  if (position !== 'top') return null;
  return Math.max(0, adminBarHeight);
}

/**
 * Where the page scrolls to reach the product form: its top, less the bar (when the bar sits at
 * the top) and the admin bar, never above the page.
 */
export function slideUpTarget(formTop: number, scrollY: number, coveredAtTop: number): number {
  return Math.max(0, formTop + scrollY - coveredAtTop);
}

/** The quantity the button sends for what is typed: clamped into the input's bounds, text → 1. */
export function stickyQuantity(raw: string, bounds: RawQuantityBounds): string {
  return String(clamp(raw, parseBounds(bounds)));
}

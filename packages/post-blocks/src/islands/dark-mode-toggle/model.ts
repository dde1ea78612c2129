import type { ColourMode } from '@firsat/core/island';

/** The icon layouts whose icon slides before the switch (post-blocks.md §5). */
export const ANIMATED_LAYOUTS = ['layout5', 'layout6', 'layout7'] as const;
export const ICON_LAYOUTS = ['layout1', 'layout2', 'layout3', 'layout4', ...ANIMATED_LAYOUTS] as const;
export type IconLayout = (typeof ICON_LAYOUTS)[number];

/** SPEC §9: the icon animation lasts 400 ms, 500 ms for layout 7; the other layouts switch at once. */
export const ICON_ANIMATION_MS = 400;
export const ICON_ANIMATION_LAYOUT7_MS = 500;

/** How long the icon slides before the page switches. */
export function switchDelay(layout: IconLayout, reducedMotion = false): number {
  if (reducedMotion || !(ANIMATED_LAYOUTS as readonly string[]).includes(layout)) return 0;
  return layout === 'layout7' ? ICON_ANIMATION_LAYOUT7_MS : ICON_ANIMATION_MS;
}

/** The mode a press on a half asks for: the light half (shown in light mode) turns dark. */
export const modeAfter = (lightHalf: boolean): ColourMode => (lightHalf ? 'ultpdark' : 'ultplight');

export interface IconSlide {
  /** the `.ultp-dl-svg-con` transform */
  icon: string;
  /** the `.ultp-dl-text` transform (layouts 6 and 7), else null */
  text: string | null;
}

/**
 * The slide of the pressed half, as the plugin writes it: the icon moves a full width plus half
 * the icon size (layout 7: plus the text's width) towards the other side, the text of layouts 6
 * and 7 the opposite way; `reverse` (`data-iconrev`) mirrors it. Null for the other layouts.
 */
export function iconSlide(
  layout: IconLayout,
  lightHalf: boolean,
  iconSize: number,
  reverse: boolean,
  textWidth = 0,
): IconSlide | null {
  if (!(ANIMATED_LAYOUTS as readonly string[]).includes(layout)) return null;
  const extra = layout === 'layout7' ? textWidth : iconSize / 2;
  // +1: the icon moves right (light half, not reversed); the text the other way.
  const way = (lightHalf ? 1 : -1) * (reverse ? -1 : 1);
  const shift = (sign: number) => `translateX(calc(${100 * sign}% ${sign > 0 ? '+' : '-'} ${extra}px))`;
  const icon = shift(way);
  if (layout === 'layout6') return { icon, text: shift(-way) };
  if (layout === 'layout7') return { icon, text: `translateX(calc(${-way * iconSize}px))` };
  return { icon, text: null };
}

/** The preset colours the switch swaps: Base_n with Contrast_n (`--postx_preset_*_color`). */
export const PRESET_PAIRS = [1, 2, 3].map(
  (n) => [`--postx_preset_Base_${n}_color`, `--postx_preset_Contrast_${n}_color`] as const,
);

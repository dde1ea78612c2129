import { defineProps, IslandError, prop } from '@firsat/core/island';
import { ICON_LAYOUTS, type IconLayout } from './model';

/** The two halves of the toggle: each `.ultp-dl-after-before-con` and its `.ultp-dl-con`. */
export interface ToggleHalves {
  light: HTMLElement;
  dark: HTMLElement;
  lightControl: HTMLElement;
  darkControl: HTMLElement;
}

function half(el: HTMLElement, mode: 'light' | 'dark'): [HTMLElement, HTMLElement] {
  const selector = `.ultp-dl-after-before-con.ultp-dl-${mode}`;
  const container = el.querySelector<HTMLElement>(selector);
  const control = container?.querySelector<HTMLElement>(`.ultp-dl-con.ultp-${mode}-con`);
  if (!container || !control)
    throw new IslandError('dark-mode-toggle', selector, null, `with its .ultp-${mode}-con is required`);
  return [container, control];
}

/** Reads both halves (Dark_Light::content); a missing half or control fails the island. */
export function readHalves(el: HTMLElement): ToggleHalves {
  const [light, lightControl] = half(el, 'light');
  const [dark, darkControl] = half(el, 'dark');
  return { light, dark, lightControl, darkControl };
}

/** The halves' `data-iconlay`: one of layout1…layout7 (the light half's, as the plugin reads the pressed one's). */
export function readLayout(el: HTMLElement): IconLayout {
  const raw = el.querySelector('.ultp-dl-after-before-con')?.getAttribute('data-iconlay') ?? 'layout1';
  if (!(ICON_LAYOUTS as readonly string[]).includes(raw))
    throw new IslandError(
      'dark-mode-toggle',
      'data-iconlay',
      raw,
      `must be one of ${ICON_LAYOUTS.join(', ')}`,
    );
  return raw as IconLayout;
}

/** The halves' `data-iconsize`, px (default 24). */
export function readIconSize(el: HTMLElement): number {
  const raw = el.querySelector('.ultp-dl-after-before-con')?.getAttribute('data-iconsize');
  if (raw === null || raw === undefined || raw.trim() === '') return 24;
  const size = Number(raw);
  if (!Number.isFinite(size) || size < 0)
    throw new IslandError('dark-mode-toggle', 'data-iconsize', raw, 'must be a size in px');
  return size;
}

/** The dark/light toggle's schema (post-blocks.md §5): everything from the printed halves. */
export const darkModeToggleProps = defineProps('dark-mode-toggle', {
  halves: prop.markup(readHalves, {
    type: 'markup',
    doc: 'The halves `.ultp-dl-after-before-con.ultp-dl-light` and `.ultp-dl-dark`, each with its `.ultp-dl-con` (required); the server marks the inactive one `inactive`.',
  }),
  layout: prop.markup(readLayout, {
    type: "'layout1' … 'layout7'",
    doc: 'The halves’ `data-iconlay`: layouts 5, 6 and 7 slide the icon for 400 ms (500 ms for layout 7) before switching.',
  }),
  iconSize: prop.markup(readIconSize, {
    type: 'number',
    doc: 'The halves’ `data-iconsize` (px, default 24): the slide’s extra offset is half of it.',
  }),
  reverse: prop.markup(
    (el) => !!el.querySelector('.ultp-dl-after-before-con')?.getAttribute('data-iconrev'),
    {
      type: 'boolean',
      doc: 'The halves’ `data-iconrev` (`ultp-dl-reverse`, or empty): a reversed switch slides the other way.',
    },
  ),
});

export type DarkModeToggleProps = ReturnType<typeof darkModeToggleProps.parse>;

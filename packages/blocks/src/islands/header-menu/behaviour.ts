import type { BehaviourContext } from '@firsat/core/island';
import { bindHeaderPanel } from '../../shared/header-panel';
import { OFF_CANVAS_SLIDE, OFF_CANVAS_SLIDE_MS } from './model';
import type { HeaderMenuProps } from './props';

/**
 * The off-canvas menu (SPEC §4: open and close, Escape also closes): the toggle becomes a button
 * (`aria-expanded`, Space) that opens the handheld navigation as a modal dialog sliding in from
 * the side — named by its title, focus on the close control and trapped, the page behind inert,
 * Escape, a press on the backdrop or the close control close it, focus back on the toggle. It
 * closes on its own when a wider window hides the toggle (the row menu is back). Unbound, the
 * toggle is the printed link to the panel.
 */
export function bindHeaderMenu(
  _el: HTMLElement,
  { props: { menu }, signal }: BehaviourContext<HeaderMenuProps>,
): void {
  bindHeaderPanel(menu, {
    signal,
    motions: [
      { target: menu.box, ...OFF_CANVAS_SLIDE.box, ms: OFF_CANVAS_SLIDE_MS },
      { target: menu.panel, ...OFF_CANVAS_SLIDE.backdrop, ms: OFF_CANVAS_SLIDE_MS },
    ],
  });
}

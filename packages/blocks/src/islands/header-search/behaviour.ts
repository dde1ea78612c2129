import type { BehaviourContext } from '@firsat/core/island';
import { bindHeaderPanel } from '../../shared/header-panel';
import { searchFieldOf } from './markup';
import { SEARCH_OVERLAY_FADE, SEARCH_OVERLAY_FADE_MS } from './model';
import type { HeaderSearchProps } from './props';

/**
 * The header search (SPEC §4: open and close, Escape also closes): the toggle becomes a button
 * (`aria-expanded`, Space) that opens the overlay as a modal dialog fading in over 500 ms (out
 * the same), focus in its search field and trapped, the page behind inert; Escape, a press on
 * the backdrop or the close control close it, focus back on the toggle. The search block inside
 * is the product-search island's: focusing its field wakes it, and its results show in the
 * overlay. With the results open, Escape closes the results first. Unbound, the toggle is the
 * printed link to the overlay.
 */
export function bindHeaderSearch(
  _el: HTMLElement,
  { props: { overlay }, signal }: BehaviourContext<HeaderSearchProps>,
): void {
  bindHeaderPanel(overlay, {
    signal,
    motions: [{ target: overlay.panel, ...SEARCH_OVERLAY_FADE, ms: SEARCH_OVERLAY_FADE_MS }],
    initialFocus: () => searchFieldOf(overlay.box),
  });
}

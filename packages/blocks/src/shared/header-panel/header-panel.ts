import { prefersReducedMotion } from '@firsat/core/island';
import { asButton, type DialogHandle, dialog, printedWriter } from '@firsat/core/kit';
import type { HeaderPanelMarkup } from './markup';
import { motionLength, type PanelMotion, playMotions } from './motion';

/** On the panel while bound: the theme shows it by this class (closed: `hidden`), not by `:target`. */
export const HEADER_PANEL_READY = 'firsat-panel-ready';

/** Options of `bindHeaderPanel`. */
export interface HeaderPanelOptions {
  signal: AbortSignal;
  /** How the panel comes in and goes out (none under reduced motion). */
  motions: readonly PanelMotion[];
  /** Focused on opening; default the box's first tabbable element. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * A header toggle and its panel, printed as a link and its `:target` (what a theme prints so the
 * panel works without JavaScript), made a button and a modal dialog on the kit's `dialog`: the
 * toggle gets `role="button"`, Space, and `aria-expanded`; the panel is hidden until opened, then
 * named by its title, focus moved in and trapped, the rest of the page inert, Escape, a press on
 * the backdrop and the close controls close it, focus goes back to the toggle (an Escape that a
 * popup inside took, the search results', closes that popup only). A panel that was
 * already the page's target (tapped before this code came) opens at once as the dialog. It closes
 * when the toggle leaves the layout (the off-canvas menu on a wider window). The abort gives the
 * markup back as printed.
 */
export function bindHeaderPanel(markup: HeaderPanelMarkup, options: HeaderPanelOptions): DialogHandle {
  const { toggle, panel, box, title, close } = markup;
  const { signal, motions } = options;
  const doc = panel.ownerDocument;
  const still = () => prefersReducedMotion();
  let leaving: Animation[] = [];
  const stopLeaving = () => {
    for (const animation of leaving.splice(0)) animation.cancel();
  };
  const wasTarget = doc.location?.hash === `#${panel.id}`;

  // The dialog first: on the abort it closes (and hides) before the writer below gives the
  // printed attributes back.
  const handle = dialog(panel, {
    signal,
    content: box,
    title,
    toggleHidden: true,
    closeAnimationMs: motionLength(motions),
    initialFocus: options.initialFocus,
    returnFocus: () => toggle,
    onClose: () => {
      write.attr(toggle, 'aria-expanded', 'false');
      if (!still() && !signal.aborted) leaving = playMotions(motions, false);
    },
  });
  signal.addEventListener('abort', stopLeaving, { once: true });
  const write = printedWriter(signal);
  asButton(toggle, null, signal);
  write.attr(toggle, 'aria-haspopup', 'dialog');
  write.attr(toggle, 'aria-expanded', 'false');
  // Shown by the theme's CSS while ready (and not `hidden`), no longer as the page's `:target`.
  write.toggleClass(panel, HEADER_PANEL_READY, true);
  write.hidden(panel, true);

  const open = () => {
    if (handle.isOpen) return;
    stopLeaving();
    write.attr(toggle, 'aria-expanded', 'true');
    void handle.open();
    if (!still()) playMotions(motions, true);
  };
  const on = { signal };
  toggle.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      open();
    },
    on,
  );
  // The close controls are links back to the page (for a visitor without JavaScript): here they
  // only close (the kit's `closers`), without following the link.
  box.addEventListener(
    'click',
    (event) => {
      const closer = event.target instanceof Element ? event.target.closest(close) : null;
      if (!closer || !box.contains(closer)) return;
      event.preventDefault();
      void handle.close('close');
    },
    on,
  );
  // An Escape a popup inside has taken (the search results close on it and prevent its default)
  // closes that popup only: it does not reach the dialog's listener on the document.
  box.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && event.defaultPrevented) event.stopPropagation();
    },
    on,
  );
  doc.defaultView?.addEventListener(
    'resize',
    () => {
      if (handle.isOpen && toggle.getClientRects().length === 0) void handle.close('layout');
    },
    on,
  );
  if (wasTarget) open();
  return handle;
}

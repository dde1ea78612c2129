import { IslandError } from '@firsat/core/island';

/** Where a header panel's parts are, inside its wrapper (the island's element). */
export interface HeaderPanelParts {
  /** The toggle: a link to the panel (`href="#<id>"`) with `aria-controls="<id>"`. */
  toggle: string;
  /** The dialog box inside the panel (the panel itself is the backdrop). */
  box: string;
  /** The box's title, which names the dialog. */
  title: string;
  /** The close controls inside the box (links back to the page without JavaScript). */
  close: string;
}

/** A header toggle and its panel, as the theme printed them. */
export interface HeaderPanelMarkup {
  toggle: HTMLElement;
  /** The element the toggle controls: the backdrop, shown as the page's `:target` without JavaScript. */
  panel: HTMLElement;
  box: HTMLElement;
  title: HTMLElement | null;
  /** The selector of the close controls. */
  close: string;
}

/**
 * Reads a header toggle and the panel it controls from the wrapper. The toggle and the panel its
 * `aria-controls` names (inside the wrapper) and the panel's box are required: without them
 * there is nothing to open, and the island fails leaving the markup as printed.
 */
export function readHeaderPanel(el: HTMLElement, island: string, parts: HeaderPanelParts): HeaderPanelMarkup {
  const toggle = el.querySelector<HTMLElement>(parts.toggle);
  if (!toggle) throw new IslandError(island, parts.toggle, null, 'is required inside the header');
  const id = toggle.getAttribute('aria-controls')?.trim() ?? '';
  const panel = id ? el.ownerDocument.getElementById(id) : null;
  if (!panel || !el.contains(panel)) {
    throw new IslandError(island, 'aria-controls', id, 'must name the panel beside the toggle');
  }
  const box = panel.querySelector<HTMLElement>(parts.box);
  if (!box) throw new IslandError(island, parts.box, null, 'is required inside the panel');
  return { toggle, panel, box, title: box.querySelector<HTMLElement>(parts.title), close: parts.close };
}

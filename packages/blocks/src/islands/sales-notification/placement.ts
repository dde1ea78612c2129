/**
 * Where a sales popup may sit without hiding what the shopper is using. The plugin pins it to
 * the bottom-left corner, over whatever is there (a slider's pause button, a card's price); the
 * island tries the corners in turn and shows the popup only in one that covers no visible control.
 * On a phone the theme makes both corners one compact bar at the bottom edge.
 */
export const CORNERS = ['left', 'right'] as const;
export type Corner = (typeof CORNERS)[number];

/**
 * What a shopper uses: links, buttons, fields, selects and widgets with a control's role. Not any
 * focusable element: a slider or a scroll box is focusable as a whole region and may lie under a
 * corner, as long as its own controls do not.
 */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...[
    'button',
    'link',
    'checkbox',
    'radio',
    'switch',
    'tab',
    'option',
    'slider',
    'spinbutton',
    'combobox',
  ].map((role) => `[role="${role}"]`),
].join(', ');

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box): Box | null => {
  const box = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
  return box.right - box.left >= 1 && box.bottom - box.top >= 1 ? box : null;
};

/**
 * Whether a visible control outside `popup` lies under `area` (viewport pixels). A control counts
 * only where the page really paints it: the hit test at the middle of the shared part must land
 * on it (a slider's off-screen slide or a control under another layer does not count). Call it
 * while the popup itself is `visibility: hidden`, so the hit test sees through it.
 */
export function coversControl(area: Box, popup: Element): boolean {
  const doc = popup.ownerDocument;
  for (const control of doc.querySelectorAll(CONTROLS)) {
    if (popup.contains(control) || control.closest('[hidden], [inert]')) continue;
    if (!overlap(area, control.getBoundingClientRect())) continue;
    // Each of its boxes (a link that wraps has one a line), hit-tested at the middle of the part
    // under the area: the bounding box of a wrapped link holds empty corners.
    const boxes = control.getClientRects();
    for (const box of boxes.length > 0 ? boxes : [control.getBoundingClientRect()]) {
      const shared = overlap(area, box);
      if (!shared) continue;
      const hit = doc.elementFromPoint((shared.left + shared.right) / 2, (shared.top + shared.bottom) / 2);
      if (hit && (control === hit || control.contains(hit))) return true;
    }
  }
  return false;
}

/**
 * The first corner in which the popup's box covers no control, or null when every corner would;
 * `first` is tried first (the corner it is in, so a shown popup stays put while it can).
 * `place` puts the popup in a corner (the theme positions it by `data-corner`); `box` is the
 * element whose rectangle shows (the plugin's `.wopb-notification-wrap`).
 */
export function findClearCorner(popup: HTMLElement, box: Element, first?: string | null): Corner | null {
  const order = CORNERS.includes(first as Corner)
    ? [first as Corner, ...CORNERS.filter((corner) => corner !== first)]
    : CORNERS;
  for (const corner of order) {
    popup.setAttribute('data-corner', corner);
    if (!coversControl(box.getBoundingClientRect(), popup)) return corner;
  }
  return null;
}

import { coversControl, findClearCorner } from './placement';

type Rect = { left: number; top: number; right: number; bottom: number };

/** Gives an element a box in viewport pixels (happy-dom lays nothing out). */
function boxOf(el: Element, rect: Rect) {
  el.getBoundingClientRect = () =>
    ({
      ...rect,
      x: rect.left,
      y: rect.top,
      width: rect.right - rect.left,
      height: rect.bottom - rect.top,
    }) as DOMRect;
}

/** The popup's box in each corner of a 1280 × 800 window, as the theme places it. */
const corners: Record<string, Rect> = {
  left: { left: 20, top: 690, right: 400, bottom: 780 },
  right: { left: 880, top: 690, right: 1260, bottom: 780 },
};

function page(controls: Record<string, Rect>, painted: (id: string) => boolean = () => true) {
  document.body.innerHTML = `${Object.keys(controls)
    .map((id) => `<button id="${id}">${id}</button>`)
    .join(
      '',
    )}<div class="wopb-notification"><div class="wopb-notification-wrap"><a href="/urun/">Ürün</a></div></div>`;
  for (const [id, rect] of Object.entries(controls)) {
    const el = document.getElementById(id) as Element;
    boxOf(el, rect);
    el.getClientRects = () => [el.getBoundingClientRect()] as unknown as DOMRectList;
  }
  const popup = document.querySelector('.wopb-notification') as HTMLElement;
  const wrap = popup.firstElementChild as HTMLElement;
  wrap.getBoundingClientRect = () => {
    const rect = corners[popup.getAttribute('data-corner') ?? 'left'] as Rect;
    return { ...rect, width: rect.right - rect.left, height: rect.bottom - rect.top } as DOMRect;
  };
  // The hit test finds the control whose box holds the point, if the page paints it.
  document.elementFromPoint = (x: number, y: number) =>
    Object.entries(controls)
      .filter(([id, r]) => painted(id) && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)
      .map(([id]) => document.getElementById(id))[0] ?? document.body;
  return { popup, wrap };
}

test('the plugin’s corner (bottom-left) when nothing is under it', () => {
  const { popup, wrap } = page({ top: { left: 20, top: 100, right: 200, bottom: 140 } });
  expect(findClearCorner(popup, wrap)).toBe('left');
  expect(popup).toHaveAttribute('data-corner', 'left');
});

test('the other corner when a control sits under the first (a slider’s pause button)', () => {
  const { popup, wrap } = page({ pause: { left: 60, top: 740, right: 104, bottom: 784 } });
  expect(findClearCorner(popup, wrap)).toBe('right');
  expect(popup).toHaveAttribute('data-corner', 'right');
});

test('no corner while both would cover a control', () => {
  const { popup, wrap } = page({
    pause: { left: 60, top: 740, right: 104, bottom: 784 },
    price: { left: 900, top: 700, right: 1000, bottom: 730 },
  });
  expect(findClearCorner(popup, wrap)).toBeNull();
});

test('a control the page does not paint there (an off-screen slide, under another layer) does not count', () => {
  const { popup, wrap } = page({ slide: { left: 60, top: 740, right: 104, bottom: 784 } }, () => false);
  expect(coversControl(corners.left as Rect, popup)).toBe(false);
  expect(findClearCorner(popup, wrap)).toBe('left');
});

test('the popup’s own links and controls in hidden or inert parts do not count', () => {
  const { popup } = page({ gone: { left: 60, top: 740, right: 104, bottom: 784 } });
  (document.getElementById('gone') as HTMLElement).hidden = true;
  boxOf(popup.querySelector('a') as Element, corners.left as Rect);
  expect(coversControl(corners.left as Rect, popup)).toBe(false);
});

test('a popup already in a corner keeps it while it is clear, and moves when it is not', () => {
  const { popup, wrap } = page({ top: { left: 20, top: 100, right: 200, bottom: 140 } });
  expect(findClearCorner(popup, wrap, 'right')).toBe('right');
  const covered = page({ card: { left: 900, top: 700, right: 1000, bottom: 730 } });
  expect(findClearCorner(covered.popup, covered.wrap, 'right')).toBe('left');
});

test('a link that wraps counts where its lines are, not in the empty corner of its bounding box', () => {
  // "Kablosuz Bluetooth / Kulaklık": the second line is short; the popup covers its start
  const { popup } = page({ title: { left: 93, top: 750, right: 290, bottom: 798 } });
  const title = document.getElementById('title') as Element;
  const lines = [
    { left: 93, top: 750, right: 290, bottom: 774 },
    { left: 93, top: 774, right: 160, bottom: 798 },
  ];
  title.getClientRects = () =>
    lines.map((r) => ({ ...r, width: r.right - r.left, height: r.bottom - r.top })) as unknown as DOMRectList;
  // the page paints the link only on its lines; elsewhere in its box the hit test finds the heading
  document.elementFromPoint = (x: number, y: number) =>
    lines.some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) ? title : document.body;
  const bar = { left: 8, top: 776, right: 382, bottom: 836 };
  expect(coversControl(bar, popup)).toBe(true);
});

/**
 * The gallery's icons as inline SVG (an emoji or a font glyph renders as an empty box on a
 * machine without the font). Decorative: the buttons carry the label. Plain data and a DOM
 * builder, so the behaviour's chunk needs no React; the viewer draws the same shapes.
 */
export const ICON_ATTRIBUTES = {
  width: '20',
  height: '20',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

export type IconName = 'zoom' | 'left' | 'right';

/** Each icon's shapes: [tag, attributes]. */
export const ICON_SHAPES: Record<IconName, readonly (readonly [string, Record<string, string>])[]> = {
  zoom: [
    ['circle', { cx: '11', cy: '11', r: '7' }],
    ['path', { d: 'm20 20-4-4M11 8v6M8 11h6' }],
  ],
  left: [['path', { d: 'm15 18-6-6 6-6' }]],
  right: [['path', { d: 'm9 18 6-6-6-6' }]],
};

const SVG = 'http://www.w3.org/2000/svg';

/** The icon as a DOM `<svg class="firsat-icon firsat-icon--<name>">`. */
export function iconElement(name: IconName): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [key, value] of Object.entries(ICON_ATTRIBUTES)) svg.setAttribute(key, value);
  svg.setAttribute('class', `firsat-icon firsat-icon--${name}`);
  for (const [tag, attributes] of ICON_SHAPES[name]) {
    const shape = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) shape.setAttribute(key, value);
    svg.append(shape);
  }
  return svg;
}

/** The class of the bell's wrapper, fixed at the bottom right by the theme (style.css). */
export const BELL_CLASS = 'firsat-push-bell';
/** The wrapper's state attribute, one of model.ts's states (the theme colours the bell by it). */
export const STATE_ATTRIBUTE = 'data-push-state';

/** The bell's elements, as `createBell` made them. */
export interface BellMarkup {
  root: HTMLElement;
  toggle: HTMLButtonElement;
  panel: HTMLElement;
  status: HTMLElement;
  action: HTMLButtonElement;
}

const SVG = 'http://www.w3.org/2000/svg';
/** A bell outline, 24 × 24, drawn in the button's colour. */
const BELL_PATH =
  'M12 2a6 6 0 0 0-6 6v3.6c0 .5-.2 1-.5 1.4L4 15v2h16v-2l-1.5-2c-.3-.4-.5-.9-.5-1.4V8a6 6 0 0 0-6-6zm-2.5 17a2.5 2.5 0 0 0 5 0z';

function bellIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '24');
  svg.setAttribute('height', '24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', BELL_PATH);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * The bell: a named `aside` holding a button named `texts.bell` (an icon, its name for screen readers and as a tooltip)
 * and, after it in the tab order (the theme shows it above the bell), its panel: a titled group
 * of a line, the status and the action, hidden until the bell opens it. Not on the page yet: the caller appends `root`.
 */
export function createBell(
  doc: Document,
  texts: { region: string; bell: string; title: string; intro: string },
): BellMarkup {
  // a landmark of its own (complementary), named: the page's content is all in landmarks
  const root = element(doc, 'aside', BELL_CLASS);
  root.setAttribute('aria-label', texts.region);
  root.setAttribute(STATE_ATTRIBUTE, 'idle');
  const panel = element(doc, 'div', 'firsat-push-panel');
  panel.id = 'firsat-push-panel';
  panel.setAttribute('role', 'group');
  panel.hidden = true;
  const title = element(doc, 'p', 'firsat-push-title', texts.title);
  title.id = 'firsat-push-title';
  panel.setAttribute('aria-labelledby', title.id);
  const intro = element(doc, 'p', 'firsat-push-intro', texts.intro);
  const status = element(doc, 'p', 'firsat-push-status');
  const action = element(doc, 'button', 'firsat-push-action button');
  action.type = 'button';
  action.hidden = true;
  panel.append(title, intro, status, action);
  const toggle = element(doc, 'button', 'firsat-push-toggle');
  toggle.type = 'button';
  toggle.setAttribute('aria-label', texts.bell);
  toggle.title = texts.bell;
  toggle.append(bellIcon(doc));
  root.append(toggle, panel);
  return { root, toggle, panel, status, action };
}

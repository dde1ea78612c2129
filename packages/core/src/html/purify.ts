import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * What survives: DOMPurify's HTML, SVG and MathML allow-lists (forms and their controls, tables,
 * media, `style`, `data-*`, `aria-*`, `role`, inline `style`), plus the few things real shop markup
 * needs: `target` on links, `fetchpriority` on images, video embeds (`iframe` with an http(s)
 * `src`), SVG sprite icons (`<use href="#icon">`, same-document references only) and autonomous
 * custom elements. What does not: scripts, `noscript` (its content is for script-less visitors),
 * event-handler attributes, `javascript:` and other unsafe URLs, `srcdoc`, `formaction`.
 *
 * SANITIZE_DOM is off on purpose: WordPress forms name their inputs `action`, `method`, `name`
 * or `submit`, which DOMPurify's clobbering guard would strip, breaking every form it touched.
 */
const CONFIG: Config = {
  IN_PLACE: true,
  SANITIZE_DOM: false,
  ADD_TAGS: ['iframe', 'use'],
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'scrolling', 'fetchpriority', 'xlink:href'],
  FORBID_ATTR: ['srcdoc', 'formaction'],
  // Autonomous custom elements such as WooCommerce's <wc-order-attribution-inputs>, with any
  // attribute except event handlers. Customised built-ins (is="…") stay out.
  CUSTOM_ELEMENT_HANDLING: {
    tagNameCheck: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/,
    attributeNameCheck: /^(?!on)[a-z][a-z0-9_.:-]*$/,
    allowCustomizedBuiltInElements: false,
  },
};

let instance: Purifier | null = null;
let working: boolean | null = null;

/** Drops `<use>` references to other documents: only `#id` sprites are kept. */
function keepLocalUse(node: Element): void {
  if (node.nodeName.toLowerCase() !== 'use') return;
  for (const name of ['href', 'xlink:href']) {
    const value = node.getAttribute(name);
    if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(name);
  }
}

/**
 * The DOM must be one DOMPurify can read (some test DOMs are not, and DOMPurify then keeps
 * everything): sanitise a known-bad sample once and check that it came out clean.
 */
function selfCheck(purifier: Purifier): boolean {
  const probe = document.createElement('template');
  probe.innerHTML = '<b onclick="x()">ok</b><script>x()</script>';
  const root = probe.content.ownerDocument.createElement('div');
  root.append(probe.content);
  try {
    purifier.sanitize(root, CONFIG);
  } catch {
    return false;
  }
  return root.innerHTML === '<b>ok</b>';
}

/**
 * firsat's own DOMPurify instance (so a theme's `DOMPurify.setConfig` or hooks cannot change ours),
 * or null when this DOM cannot be sanitised; that is reported once and no HTML is inserted.
 */
export function getPurifier(): Purifier | null {
  if (working === null) {
    const purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', keepLocalUse);
    working = purifier.isSupported && selfCheck(purifier);
    if (working) instance = purifier;
    else console.error('[firsat] HTML sanitising does not work in this DOM; server HTML is not inserted.');
  }
  return instance;
}

/** Sanitises `root` and everything inside it, in place. */
export function sanitizeInPlace(root: Element): boolean {
  const purifier = getPurifier();
  if (!purifier) return false;
  purifier.sanitize(root, CONFIG);
  return true;
}

import type { ColourMode } from '@firsat/core/island';
import { PRESET_PAIRS } from './model';

const LOGO = '.ultp-dark-logo.wp-block-site-logo img';
const PRESETS = '#ultp-preset-colors-style-inline-css';

/** The site logo as printed (the light one: the server shows the dark one through CSS `content`). */
const printedLogos = new WeakMap<HTMLImageElement, { src: string; srcset: string }>();

/** Notes each logo's printed src and srcset before the first switch changes them. */
export function notePrintedLogos(doc: Document): void {
  for (const img of doc.querySelectorAll<HTMLImageElement>(LOGO))
    if (!printedLogos.has(img))
      printedLogos.set(img, { src: img.getAttribute('src') ?? '', srcset: img.getAttribute('srcset') ?? '' });
}

/**
 * Switches what the page shows besides the toggles (post-blocks.md §5), once per switch: the
 * image blocks' light and dark pictures (`inactive`), the site logo's src and srcset (the dark
 * logo `ultp_data_frontend.dark_logo`, or the printed one back; CSS `content` no longer overrides
 * it), and the preset colours — Base_1..3 swapped with Contrast_1..3 in the first rule of
 * `#ultp-preset-colors-style-inline-css`, which the server printed for the mode it read.
 */
export function switchPage(doc: Document, mode: ColourMode, darkLogo: string): void {
  const dark = mode === 'ultpdark';
  for (const img of doc.querySelectorAll('.wp-block-ultimate-post-image .ultp-light-image-block'))
    img.classList.toggle('inactive', dark);
  for (const img of doc.querySelectorAll('.wp-block-ultimate-post-image .ultp-dark-image-block'))
    img.classList.toggle('inactive', !dark);

  notePrintedLogos(doc);
  for (const img of doc.querySelectorAll<HTMLImageElement>(LOGO)) {
    const printed = printedLogos.get(img);
    if (!printed || (dark && !darkLogo)) continue;
    img.setAttribute('src', dark ? darkLogo : printed.src);
    img.setAttribute('srcset', dark ? darkLogo : printed.srcset);
    img.style.setProperty('content', 'initial');
  }

  const sheet = doc.querySelector<HTMLStyleElement>(PRESETS)?.sheet;
  const rule = sheet?.cssRules[0];
  const style = rule && 'style' in rule ? (rule.style as CSSStyleDeclaration) : null;
  if (!style) return;
  for (const [base, contrast] of PRESET_PAIRS) {
    const b = style.getPropertyValue(base);
    const c = style.getPropertyValue(contrast);
    style.setProperty(base, c);
    style.setProperty(contrast, b);
  }
}

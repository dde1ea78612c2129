/**
 * What `.single_variation` shows: WooCommerce's `variation-template` (description, price,
 * availability), its `unavailable-variation-template`, or the no-match notice. The server's HTML
 * parts enter through core's sanitiser.
 */

import { canSanitizeNow, sanitizeHtml, sanitizeHtmlNow } from '@firsat/core/html';
import { type Variation, variationMessages } from '../../shared/variation';

function part(className: string, content: DocumentFragment | null): HTMLElement {
  const div = document.createElement('div');
  div.className = className;
  if (content) div.append(content);
  return div;
}

/**
 * Every change of `.single_variation` takes a number; a fill that waits for the sanitiser and
 * finishes after a newer change (the shopper picked again, or reset) is dropped.
 */
const generation = new WeakMap<HTMLElement, number>();
function nextGeneration(target: HTMLElement): number {
  const next = (generation.get(target) ?? 0) + 1;
  generation.set(target, next);
  return next;
}

function reveal(target: HTMLElement): void {
  target.hidden = false;
  target.style.removeProperty('display');
}

/**
 * Fills `.single_variation` with the matched variation (or the unavailable text when it can't be
 * shown). Synchronous when a sanitiser is ready — the browser's own, or DOMPurify preloaded on the
 * form's first touch — so `show_variation` listeners see the filled box, as with the classic script.
 */
export function showSingleVariation(target: HTMLElement, variation: Variation): void {
  const mine = nextGeneration(target);
  if (!variation.variation_is_visible) {
    const p = document.createElement('p');
    p.textContent = variationMessages.t('variationUnavailable');
    target.replaceChildren(p);
    reveal(target);
    return;
  }
  const parts: [string, string | undefined][] = [
    ['woocommerce-variation-description', variation.variation_description],
    ['woocommerce-variation-price', variation.price_html],
    ['woocommerce-variation-availability', variation.availability_html],
  ];
  if (parts.every(([, html]) => !html || canSanitizeNow(html))) {
    target.replaceChildren(...parts.map(([name, html]) => part(name, html ? sanitizeHtmlNow(html) : null)));
    reveal(target);
    return;
  }
  void Promise.all(parts.map(([, html]) => (html ? sanitizeHtml(html) : null))).then((contents) => {
    if (generation.get(target) !== mine) return;
    target.replaceChildren(...parts.map(([name], i) => part(name, contents[i] ?? null)));
    reveal(target);
  });
}

/** One notice paragraph in place of whatever `.single_variation` showed, revealed. */
function showNotice(target: HTMLElement, kind: 'info' | 'error', text: string): void {
  nextGeneration(target);
  const p = document.createElement('p');
  p.className = `wc-no-matching-variations woocommerce-${kind}`;
  p.textContent = text;
  target.replaceChildren(p);
  reveal(target);
}

/** The no-match notice (SPEC §8), verbatim. */
export function showNoMatch(target: HTMLElement): void {
  showNotice(target, 'info', variationMessages.t('variationNoMatch'));
}

/** A failed server lookup: the unavailable text, so the shopper knows why nothing can be added. */
export function showLookupFailed(target: HTMLElement): void {
  showNotice(target, 'error', variationMessages.t('variationUnavailable'));
}

/** Empties and hides it (WooCommerce slides it up). */
export function hideSingleVariation(target: HTMLElement): void {
  nextGeneration(target);
  target.replaceChildren();
  target.style.display = 'none';
}

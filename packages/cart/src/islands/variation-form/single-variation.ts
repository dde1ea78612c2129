/**
 * What `.single_variation` shows: WooCommerce's `variation-template` (description, price,
 * availability), its `unavailable-variation-template`, or the no-match notice. The server's HTML
 * parts enter through core's sanitiser.
 */

import { sanitizeHtml } from '@firsat/core/html';
import { t } from '@firsat/core/island';
import type { Variation } from '../../shared/variation';

function part(className: string, html: string | undefined): HTMLElement {
  const div = document.createElement('div');
  div.className = className;
  if (html) div.append(sanitizeHtml(html));
  return div;
}

/** Fills `.single_variation` with the matched variation (or the unavailable text when it can't be shown). */
export function showSingleVariation(target: HTMLElement, variation: Variation): void {
  if (!variation.variation_is_visible) {
    const p = document.createElement('p');
    p.textContent = t('variationUnavailable');
    target.replaceChildren(p);
  } else {
    target.replaceChildren(
      part('woocommerce-variation-description', variation.variation_description),
      part('woocommerce-variation-price', variation.price_html),
      part('woocommerce-variation-availability', variation.availability_html),
    );
  }
  target.hidden = false;
  target.style.removeProperty('display');
}

/** The no-match notice (SPEC §8), verbatim. */
export function showNoMatch(target: HTMLElement): void {
  const p = document.createElement('p');
  p.className = 'wc-no-matching-variations woocommerce-info';
  p.textContent = t('variationNoMatch');
  target.replaceChildren(p);
  target.hidden = false;
  target.style.removeProperty('display');
}

/** A failed server lookup: the unavailable text, so the shopper knows why nothing can be added. */
export function showLookupFailed(target: HTMLElement): void {
  const p = document.createElement('p');
  p.className = 'wc-no-matching-variations woocommerce-error';
  p.textContent = t('variationUnavailable');
  target.replaceChildren(p);
  target.hidden = false;
  target.style.removeProperty('display');
}

/** Empties and hides it (WooCommerce slides it up). */
export function hideSingleVariation(target: HTMLElement): void {
  target.replaceChildren();
  target.style.display = 'none';
}

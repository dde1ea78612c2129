/**
 * The variation event contract between the variation form and whoever follows it (the gallery,
 * the sticky bar, theme code): the events WooCommerce's add-to-cart-variation.js triggers on
 * `form.variations_form`, bubbling, announced through core's `dispatchClassic` (so jQuery
 * handlers of themes hear them too).
 *
 * - `found_variation` (variation): every attribute is chosen and a variation matches.
 * - `show_variation` (variation, purchasable): the matched variation is shown (price, stock…).
 * - `hide_variation` (): the shown variation is hidden (a choice changed, no match).
 * - `reset_data` (): the selection was changed or reset; followers restore the product's own data
 *   (the gallery puts its first image back).
 *
 * Listeners: `onVariationEvents(handlers, scope)` hears the events of every form under `scope`
 * (default `document`, so forms added later are heard too) and passes the form they came from.
 */
import { dispatchClassic, onClassic } from '@firsat/core/island';
import type { Variation } from '../variation';

/** The selector of a variation form, single product or product card. */
export const VARIATION_FORM_SELECTOR = '.variations_form';

export const VARIATION_EVENTS = {
  found: 'found_variation',
  show: 'show_variation',
  hide: 'hide_variation',
  reset: 'reset_data',
  check: 'check_variations',
  changed: 'woocommerce_variation_has_changed',
} as const;

/** Announces that every attribute is chosen and `variation` matches. */
export function announceFoundVariation(form: Element, variation: Variation): void {
  dispatchClassic(VARIATION_EVENTS.found, [variation as unknown as Record<string, unknown>], form);
}

/** Announces that the matched variation is shown; `purchasable`: it can be added now. */
export function announceShowVariation(form: Element, variation: Variation, purchasable: boolean): void {
  dispatchClassic(
    VARIATION_EVENTS.show,
    [variation as unknown as Record<string, unknown>, purchasable],
    form,
  );
}

/** Announces that the shown variation is hidden. */
export function announceHideVariation(form: Element): void {
  dispatchClassic(VARIATION_EVENTS.hide, [], form);
}

/** Announces that the product's own data (image, price, sku…) is back. */
export function announceResetData(form: Element): void {
  dispatchClassic(VARIATION_EVENTS.reset, [], form);
}

/** Announces a (re)check of the selection, and that the selection changed. */
export function announceCheck(form: Element): void {
  dispatchClassic(VARIATION_EVENTS.check, [], form);
}

export function announceChanged(form: Element): void {
  dispatchClassic(VARIATION_EVENTS.changed, [], form);
}

/** What a follower does on each event; `form` is the variation form it came from. */
export interface VariationEventHandlers {
  found?(variation: Variation, form: Element): void;
  show?(variation: Variation, purchasable: boolean, form: Element): void;
  hide?(form: Element): void;
  reset?(form: Element): void;
}

function formOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(VARIATION_FORM_SELECTOR) : null;
}

/**
 * Listens for the variation events of every form under `scope` (default `document`).
 * Returns the unsubscribe.
 */
export function onVariationEvents(
  handlers: VariationEventHandlers,
  scope: Element | Document = document,
): () => void {
  // One listener per handler given; each hears only events announced inside a variation form.
  const listen = (name: string, run: (args: unknown[], form: Element) => void) =>
    onClassic(
      name,
      (args, target) => {
        const form = formOf(target);
        if (form) run(args, form);
      },
      scope,
    );
  const { found, show, hide, reset } = handlers;
  const offs = [
    found &&
      listen(VARIATION_EVENTS.found, ([variation], form) => {
        if (variation) found(variation as Variation, form);
      }),
    show &&
      listen(VARIATION_EVENTS.show, ([variation, purchasable], form) => {
        if (variation) show(variation as Variation, Boolean(purchasable), form);
      }),
    hide && listen(VARIATION_EVENTS.hide, (_, form) => hide(form)),
    reset && listen(VARIATION_EVENTS.reset, (_, form) => reset(form)),
  ];
  return () => {
    for (const off of offs) off?.();
  };
}

/**
 * The variation form of the product an element belongs to (the gallery's `div.product`), or null.
 * Followers use it to hear only their own product's form.
 */
export function productVariationForm(el: Element): Element | null {
  const product = el.closest('.product, .type-product, .wopb-block-item, li.product') ?? el.ownerDocument;
  return product.querySelector(VARIATION_FORM_SELECTOR);
}

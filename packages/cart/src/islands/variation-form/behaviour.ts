/**
 * The variation form on the server's markup (SPEC §2, §4, §5, §8, §9), one way round: a choice
 * (a select's `change`, a swatch, the reset link) goes to the variation form's model (model.ts),
 * the model decides, and one render (render.ts) writes its snapshot into the markup the classic
 * add-to-cart-variation.js wrote into, with the classic events. The selects stay native so the
 * form still posts as WooCommerce expects. This file wires the events and the form's lifetime.
 */
import { warmSanitizer } from '@firsat/core/html';
import { type BehaviourContext, dispatchClassic, keepPrinted } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { attributeNameOf, variationMessages } from '../../shared/variation';
import { announceChanged, announceCheck, announceResetData } from '../../shared/variation-events';
import { bindSwatches } from '../../shared/variation-swatches';
import { getVariationLookup, variationOptionsLookup } from './client';
import { loopCardFor } from './loop-card';
import { readFormParts } from './markup';
import { messages } from './messages';
import { createVariationFormState, VARIATION_INITIAL_CHECK_MS } from './model';
import { productDetailTargets, resetVariationDetails } from './product-content';
import type { VariationFormProps } from './props';
import { variationRender } from './render';

// Where the browser sanitises natively (Chromium) nothing downloads; elsewhere DOMPurify is on its
// way before the variation's price HTML arrives.
const preloadOnTouch = () => void warmSanitizer();

/** A blocked click alerts, as WooCommerce does. */
const alertText = (text: string) => window.alert?.(text);

/**
 * Binds a variation form: preloaded variations, or `false` and the server is asked
 * (`get_variation` for a complete choice, firsat_variation_options for a partial one). Unbound,
 * the markup is as the server printed it (classes, ARIA, limits, `.single_variation`, the
 * product's details).
 */
export function bindVariationForm(
  form: HTMLElement,
  { props: { productId, variations, customData }, signal, onCleanup }: BehaviourContext<VariationFormProps>,
): void {
  const parts = readFormParts(form);
  const details = productDetailTargets(parts.product);
  const card = loopCardFor(form);
  const state = createVariationFormState({
    attributeNames: parts.selects.map(attributeNameOf),
    variations,
    lookup: getVariationLookup(productId, customData),
    optionsLookup: variations === false ? variationOptionsLookup(productId) : undefined,
    initial: Object.fromEntries(parts.selects.map((select) => [attributeNameOf(select), select.value])),
  });
  // What render.ts's writer does not hold: inline styles and the texts it replaces.
  onCleanup(
    keepPrinted([
      [parts.resetLink, ['style']],
      [parts.singleVariation, ['style', 'hidden']],
    ]),
  );
  const printedVariation = parts.singleVariation ? [...parts.singleVariation.childNodes] : [];
  const printedAlert = parts.resetAlert?.textContent ?? null;
  onCleanup(() => {
    resetVariationDetails(details);
    card?.reset();
    parts.singleVariation?.replaceChildren(...printedVariation);
    if (parts.resetAlert && printedAlert !== null) parts.resetAlert.textContent = printedAlert;
  });
  onCleanup(() => state.dispose());

  // SPEC §9: the (default) selection is checked 100 ms after load (or at the first change).
  const initialCheck = () => {
    if (state.getSnapshot().checked) return;
    clearTimeout(timer);
    dispatchClassic('wc_variation_form', [], form);
    announceCheck(form);
    state.check();
  };
  /** A choice, from a select or a swatch: the model decides, its snapshot is rendered once. */
  const choose = (attributeName: string, value: string) => {
    initialCheck();
    state.choose(attributeName, value);
    announceCheck(form);
    announceChanged(form);
  };

  const renderSwatches = bindSwatches(form, parts.selects, { choose, signal });
  const render = variationRender(form, state, { parts, details, card, renderSwatches }, signal);
  onCleanup(state.subscribe(render));

  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (parts.selects.includes(select)) choose(attributeNameOf(select), select.value);
  };

  const onReset = (event: Event) => {
    if (!(event.target as Element).closest('.reset_variations')) return;
    event.preventDefault();
    initialCheck();
    state.reset();
    announceResetData(form);
    if (parts.resetAlert) parts.resetAlert.textContent = messages.t('variationReset');
    parts.selects[0]?.focus();
  };

  /** A click the status does not allow: stopped, alerted and announced (SPEC §5, §8). */
  const block = (event: Event, message: string) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    announce(message, 'assertive');
    alertText(message);
  };
  const onSubmitClick = (event: Event) => {
    const button = (event.target as Element).closest('.single_add_to_cart_button');
    if (!button || !parts.button?.contains(button)) return;
    const { checked, status } = state.getSnapshot();
    if (checked && status === 'enabled') return;
    block(
      event,
      variationMessages.t(status === 'unavailable' ? 'variationUnavailable' : 'variationSelectOptions'),
    );
  };
  // The card's own button: an unavailable variation is blocked with the alert (SPEC §5).
  const onCardClick = (event: Event) => {
    if (state.getSnapshot().status === 'unavailable')
      block(event, variationMessages.t('variationUnavailable'));
  };

  form.addEventListener('change', onChange, { signal });
  // Variation HTML is sanitised synchronously: where the browser has no sanitizer of its own,
  // DOMPurify is fetched at the form's first touch, before any choice can match a variation.
  form.addEventListener('pointerdown', preloadOnTouch, { once: true, signal });
  form.addEventListener('focusin', preloadOnTouch, { once: true, signal });
  form.addEventListener('click', onReset, { signal });
  form.addEventListener('click', onSubmitClick, { capture: true, signal });
  card?.button?.addEventListener('click', onCardClick, { capture: true, signal });
  const timer = setTimeout(initialCheck, VARIATION_INITIAL_CHECK_MS);
  onCleanup(() => clearTimeout(timer));
}

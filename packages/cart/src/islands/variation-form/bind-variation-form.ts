/**
 * The variation form on the server's markup (SPEC §2, §4, §5, §8, §9). The selects stay native so
 * the form still posts as WooCommerce expects; their changes go to the variation form's model
 * (model.ts), and each snapshot it sends — with what changed — is written back into the markup
 * the classic add-to-cart-variation.js wrote into: button classes, `variation_id`, option
 * availability, the reset link, `.single_variation`, sku/weight/dimensions, quantity limits, and
 * the classic events. What is shown, what the server still reaches and what to announce are the
 * model's; this file only renders.
 */
import { warmSanitizer } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import { type BehaviourContext, dispatchClassic, keepPrinted } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { attributeNameOf, variationMessages } from '../../shared/variation';
import {
  announceChanged,
  announceCheck,
  announceFoundVariation,
  announceHideVariation,
  announceResetData,
  announceShowVariation,
} from '../../shared/variation-events';
import { bindSwatches } from '../../shared/variation-swatches';
import { getVariationLookup, variationOptionsLookup } from './client';
import { type FormParts, optionValues, readFormParts } from './form-parts';
import { loopCardFor } from './loop-card';
import { messages } from './messages';
import {
  createVariationFormState,
  VARIATION_INITIAL_CHECK_MS,
  type VariationFormChange,
  type VariationFormSnapshot,
  type VariationQuantity,
  variationQuantityValue,
} from './model';
import { productDetailTargets, resetVariationDetails, showVariationDetails } from './product-content';
import type { VariationFormProps } from './props';
import { hideSingleVariation, showLookupFailed, showNoMatch, showSingleVariation } from './single-variation';

const BUTTON_STATE = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'];

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
  const parts: FormParts = readFormParts(form);
  const details = productDetailTargets(parts.product);
  const card = loopCardFor(form);
  const initial = Object.fromEntries(parts.selects.map((select) => [attributeNameOf(select), select.value]));
  const state = createVariationFormState({
    attributeNames: parts.selects.map(attributeNameOf),
    variations,
    lookup: getVariationLookup(productId, customData),
    optionsLookup: variations === false ? variationOptionsLookup(productId) : undefined,
    initial,
  });
  onCleanup(
    keepPrinted([
      [form, ['aria-busy', 'class']],
      [parts.button, ['class', 'aria-disabled']],
      [parts.addToCart, ['class']],
      [parts.resetLink, ['style']],
      [parts.singleVariation, ['style', 'hidden']],
      [parts.quantity, ['min', 'max']],
      // A hidden input's value is its attribute.
      [parts.variationId, ['value']],
      [parts.quantity?.closest('.quantity'), ['hidden']],
      ...parts.selects.flatMap((select) =>
        [...select.options].map((o) => [o, ['disabled', 'class']] as const),
      ),
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
  const swatches = bindSwatches(form, parts.selects);
  onCleanup(() => swatches.destroy());
  onCleanup(() => state.dispose());

  const renderOptions = () => {
    for (const select of parts.selects) {
      const options = state.options(attributeNameOf(select), optionValues(select));
      const byValue = new Map(options.map((option) => [option.value, option]));
      for (const option of select.options) {
        const availability = byValue.get(option.value);
        if (!availability) continue;
        option.disabled = availability.disabled;
        option.classList.toggle('enabled', !availability.disabled);
        option.classList.toggle('disabled', availability.disabled);
        option.classList.toggle('attached', availability.reachable);
      }
    }
  };

  const setButton = (snapshot: VariationFormSnapshot) => {
    const { button, addToCart } = parts;
    const status = snapshot.status;
    if (button) {
      button.classList.remove(...BUTTON_STATE);
      if (status === 'unavailable') button.classList.add('disabled', 'wc-variation-is-unavailable');
      else if (status !== 'enabled') button.classList.add('disabled', 'wc-variation-selection-needed');
      button.setAttribute('aria-disabled', String(status !== 'enabled'));
    }
    addToCart?.classList.toggle('woocommerce-variation-add-to-cart-disabled', status !== 'enabled');
    addToCart?.classList.toggle('woocommerce-variation-add-to-cart-enabled', status === 'enabled');
  };

  const setQuantity = (limits: VariationQuantity | null) => {
    const input = parts.quantity;
    if (!input || !limits) return;
    input.min = String(limits.bounds.min ?? 1);
    if (limits.bounds.max === '' || limits.bounds.max === null || limits.bounds.max === undefined)
      input.removeAttribute('max');
    else input.max = String(limits.bounds.max);
    const next = String(variationQuantityValue(limits, input.value, input.step));
    if (input.value !== next) {
      input.value = next;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const wrapper = input.closest<HTMLElement>('.quantity');
    if (wrapper) wrapper.hidden = limits.hidden;
  };

  const setVariationId = (id: number | null) => {
    const input = parts.variationId;
    const value = id === null ? '' : String(id);
    if (!input || input.value === value) return;
    input.value = value;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const render = (snapshot: VariationFormSnapshot, change: VariationFormChange) => {
    // Choices the model cleared (unreachable after another choice) go back into the selects.
    for (const select of parts.selects) {
      const value = snapshot.chosen[attributeNameOf(select)] ?? '';
      if (select.value !== value) select.value = value;
    }
    renderOptions();
    swatches.sync();
    if (parts.resetLink) parts.resetLink.style.visibility = snapshot.showReset ? 'visible' : 'hidden';
    form.toggleAttribute('aria-busy', snapshot.pending);
    form.classList.toggle('processing', snapshot.pending);
    if (snapshot.checked) form.classList.add('wopb-variation-init');

    if (change.hidden) {
      resetVariationDetails(details);
      card?.reset();
      if (parts.singleVariation) hideSingleVariation(parts.singleVariation);
      announceResetData(form);
      announceHideVariation(form);
    }
    const shown = change.shown;
    if (shown) {
      showVariationDetails(details, shown);
      setQuantity(snapshot.quantity);
      if (parts.singleVariation) showSingleVariation(parts.singleVariation, shown);
      card?.show(shown, snapshot.chosen);
      announceFoundVariation(form, shown);
      announceShowVariation(form, shown, snapshot.status === 'enabled');
    }
    setVariationId(snapshot.variationId);
    setButton(snapshot);

    if (parts.singleVariation && !snapshot.shown) {
      if (snapshot.notice) showNoMatch(parts.singleVariation);
      else if (snapshot.error !== undefined) showLookupFailed(parts.singleVariation);
      else if (!snapshot.pending) hideSingleVariation(parts.singleVariation);
    }
    if (change.announce) announce(variationMessages.t(change.announce));
    for (const failure of change.failures) logBlockFailure(failure);
  };

  onCleanup(state.subscribe(render));

  // SPEC §9: the (default) selection is checked 100 ms after load (or at the first change).
  const initialCheck = () => {
    if (state.getSnapshot().checked) return;
    clearTimeout(timer);
    dispatchClassic('wc_variation_form', [], form);
    announceCheck(form);
    state.check();
  };

  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (!parts.selects.includes(select)) return;
    initialCheck();
    // Any change clears the chosen variation at once, then the state checks again.
    setVariationId(null);
    state.choose(attributeNameOf(select), select.value);
    announceCheck(form);
    announceChanged(form);
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

  const onSubmitClick = (event: Event) => {
    const button = (event.target as Element).closest('.single_add_to_cart_button');
    if (!button || !parts.button?.contains(button)) return;
    const snapshot = state.getSnapshot();
    if (!snapshot.checked || snapshot.status !== 'enabled') {
      event.preventDefault();
      event.stopImmediatePropagation();
      const message = variationMessages.t(
        snapshot.status === 'unavailable' ? 'variationUnavailable' : 'variationSelectOptions',
      );
      announce(message, 'assertive');
      alertText(message);
    }
  };

  // The card's own button: an unavailable variation is blocked with the alert (SPEC §5).
  const onCardClick = (event: Event) => {
    if (state.getSnapshot().status !== 'unavailable') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const message = variationMessages.t('variationUnavailable');
    announce(message, 'assertive');
    alertText(message);
  };

  form.addEventListener('change', onChange, { signal });
  // Variation HTML is sanitised synchronously: where the browser has no sanitizer of its own,
  // DOMPurify is fetched at the form's first touch, before any choice can match a variation.
  form.addEventListener('pointerdown', preloadOnTouch, { once: true, signal });
  form.addEventListener('focusin', preloadOnTouch, { once: true, signal });
  form.addEventListener('click', onReset, { signal });
  form.addEventListener('click', onSubmitClick, { capture: true, signal });
  card?.button?.addEventListener('click', onCardClick, { capture: true, signal });
  // Until the first check the button is disabled as the classic form leaves it.
  setButton({ ...state.getSnapshot(), status: 'selection-needed' });
  if (parts.resetLink) parts.resetLink.style.visibility = 'hidden';
  if (parts.singleVariation && !parts.singleVariation.hasChildNodes())
    parts.singleVariation.style.display = 'none';
  const timer = setTimeout(initialCheck, VARIATION_INITIAL_CHECK_MS);
  onCleanup(() => clearTimeout(timer));
}

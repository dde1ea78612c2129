/**
 * The variation form on the server's markup (SPEC §2, §4, §5, §8, §9). The selects stay native so
 * the form still posts as WooCommerce expects; this binds them to the variation form state
 * (models/variation-form-state) and writes each snapshot back into the markup the classic
 * add-to-cart-variation.js wrote into: button classes, `variation_id`, option availability, the
 * reset link, `.single_variation`, sku/weight/dimensions, quantity limits, and the classic events.
 */
import { logBlockFailure } from '@firsat/core/http';
import { dispatchClassic, t } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { clamp, parseBounds } from '../../shared/quantity';
import { attributeNameOf, type Variation } from '../../shared/variation';
import {
  announceChanged,
  announceCheck,
  announceFoundVariation,
  announceHideVariation,
  announceResetData,
  announceShowVariation,
} from '../../shared/variation-events';
import { bindSwatches } from '../../shared/variation-swatches';
import type { OptionsLookup } from './client';
import { type FormParts, optionValues, readFormParts } from './form-parts';
import { loopCardFor } from './loop-card';
import {
  createVariationFormState,
  VARIATION_INITIAL_CHECK_MS,
  type VariationFormSnapshot,
  type VariationLookup,
} from './model';
import { productDetailTargets, resetVariationDetails, showVariationDetails } from './product-content';
import { type RemoteOptions, restrictOptions } from './remote-options';
import { hideSingleVariation, showLookupFailed, showNoMatch, showSingleVariation } from './single-variation';
import type { OptionAvailability } from './variation-match';

export interface VariationFormBinding {
  form: HTMLElement;
  /** Variations preloaded, or `false`: `lookup` asks the server. */
  variations: readonly Variation[] | false;
  lookup: VariationLookup;
  /** Partial-choice lookup, for forms without preloaded variations. */
  optionsLookup?: OptionsLookup;
  /** Blocked-click alert; `window.alert` as WooCommerce. */
  alert?: (text: string) => void;
}

const BUTTON_STATE = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'];

/** Binds a variation form; returns the cleanup that puts every listener away. */
export function bindVariationForm(binding: VariationFormBinding): () => void {
  const { form, variations, lookup, optionsLookup } = binding;
  const alertText = binding.alert ?? ((text: string) => window.alert?.(text));
  const parts: FormParts = readFormParts(form);
  const details = productDetailTargets(parts.product);
  const card = loopCardFor(form);
  const names = parts.selects.map(attributeNameOf);
  const initial = Object.fromEntries(parts.selects.map((select) => [attributeNameOf(select), select.value]));
  const state = createVariationFormState({ attributeNames: names, variations, lookup, initial });
  const swatches = bindSwatches(form, parts.selects);

  let remote: RemoteOptions | null = null;
  let remoteSupported = variations === false && Boolean(optionsLookup);
  let remoteRequest: AbortController | undefined;
  let shown: Variation | null = null;
  let checked = false;
  let previous: VariationFormSnapshot | null = null;

  const optionsOf = (select: HTMLSelectElement): OptionAvailability[] => {
    const name = attributeNameOf(select);
    const local = state.options(name, optionValues(select));
    return remote ? restrictOptions(local, remote[name]) : local;
  };

  const renderOptions = () => {
    for (const select of parts.selects) {
      const byValue = new Map(optionsOf(select).map((option) => [option.value, option]));
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

  const askRemote = () => {
    if (!remoteSupported || !optionsLookup) return;
    remoteRequest?.abort();
    const controller = new AbortController();
    remoteRequest = controller;
    optionsLookup(state.getSnapshot().chosen, controller.signal).then(
      (answer) => {
        if (remoteRequest !== controller) return;
        remoteRequest = undefined;
        // No endpoint (404, -1, an empty body): behave as the classic form from now on.
        if (!answer) remoteSupported = false;
        remote = answer;
        renderOptions();
        swatches.sync();
      },
      (error: unknown) => {
        if (remoteRequest !== controller) return;
        remoteRequest = undefined;
        remoteSupported = false;
        remote = null;
        logBlockFailure(error);
      },
    );
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

  const setQuantity = (variation: Variation | null) => {
    const input = parts.quantity;
    if (!input) return;
    const wrapper = input.closest<HTMLElement>('.quantity');
    if (!variation) return;
    const limits = state.getSnapshot().quantity;
    if (!limits) return;
    input.min = String(limits.bounds.min ?? 1);
    if (limits.bounds.max === '' || limits.bounds.max === null || limits.bounds.max === undefined)
      input.removeAttribute('max');
    else input.max = String(limits.bounds.max);
    const next =
      limits.value ??
      clamp(input.value, parseBounds({ min: limits.bounds.min, max: limits.bounds.max, step: input.step }));
    if (input.value !== String(next)) {
      input.value = String(next);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (wrapper) wrapper.hidden = limits.hidden;
  };

  const setVariationId = (id: number | null) => {
    const input = parts.variationId;
    const value = id === null ? '' : String(id);
    if (!input || input.value === value) return;
    input.value = value;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const render = (snapshot: VariationFormSnapshot, changed: boolean) => {
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

    const variation = snapshot.variation;
    if (variation !== shown) {
      if (shown) {
        resetVariationDetails(details);
        card?.reset();
        if (parts.singleVariation) hideSingleVariation(parts.singleVariation);
        announceResetData(form);
        announceHideVariation(form);
      }
      shown = variation;
      if (variation) {
        showVariationDetails(details, variation);
        setQuantity(variation);
        if (parts.singleVariation) showSingleVariation(parts.singleVariation, variation);
        card?.show(variation, snapshot.chosen);
        announceFoundVariation(form, variation);
        announceShowVariation(form, variation, snapshot.status === 'enabled');
      } else if (!previous || previous.variation === null) {
        // Nothing was shown: still tell followers the product's own data stands (classic reset_data).
        if (changed) announceResetData(form);
      }
    }
    setVariationId(snapshot.variationId);
    setButton(snapshot);

    if (parts.singleVariation && !variation) {
      if (snapshot.notice) showNoMatch(parts.singleVariation);
      else if (snapshot.error !== undefined) showLookupFailed(parts.singleVariation);
      else if (!snapshot.pending) hideSingleVariation(parts.singleVariation);
    }
    if (changed && previous?.status !== snapshot.status) {
      if (snapshot.notice) announce(t('variationNoMatch'));
      else if (snapshot.status === 'unavailable') announce(t('variationUnavailable'));
    }
    if (snapshot.error !== undefined && snapshot.error !== previous?.error) logBlockFailure(snapshot.error);
    previous = snapshot;
  };

  const unsubscribe = state.subscribe((snapshot) => {
    if (checked) render(snapshot, true);
  });

  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (!parts.selects.includes(select)) return;
    initialCheck();
    // Any change clears the chosen variation at once, then the state checks again.
    setVariationId(null);
    state.choose(attributeNameOf(select), select.value);
    announceCheck(form);
    announceChanged(form);
    askRemote();
  };

  const onReset = (event: Event) => {
    if (!(event.target as Element).closest('.reset_variations')) return;
    event.preventDefault();
    initialCheck();
    state.reset();
    announceResetData(form);
    if (parts.resetAlert) parts.resetAlert.textContent = t('variationReset');
    askRemote();
    parts.selects[0]?.focus();
  };

  const onSubmitClick = (event: Event) => {
    const button = (event.target as Element).closest('.single_add_to_cart_button');
    if (!button || !parts.button?.contains(button)) return;
    const snapshot = state.getSnapshot();
    if (!checked || snapshot.status !== 'enabled') {
      event.preventDefault();
      event.stopImmediatePropagation();
      const message = t(
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
    const message = t('variationUnavailable');
    announce(message, 'assertive');
    alertText(message);
  };

  form.addEventListener('change', onChange);
  form.addEventListener('click', onReset);
  form.addEventListener('click', onSubmitClick, true);
  card?.button?.addEventListener('click', onCardClick, true);
  // Until the first check the button is disabled as the classic form leaves it.
  setButton({ ...state.getSnapshot(), status: 'selection-needed' });
  if (parts.resetLink) parts.resetLink.style.visibility = 'hidden';
  if (parts.singleVariation && !parts.singleVariation.hasChildNodes())
    parts.singleVariation.style.display = 'none';

  // SPEC §9: the (default) selection is checked 100 ms after load (or at the first change).
  const initialCheck = () => {
    if (checked) return;
    clearTimeout(timer);
    dispatchClassic('wc_variation_form', [], form);
    announceCheck(form);
    state.check();
    checked = true;
    form.classList.add('wopb-variation-init');
    render(state.getSnapshot(), false);
    askRemote();
  };
  const timer = setTimeout(initialCheck, VARIATION_INITIAL_CHECK_MS);

  return () => {
    clearTimeout(timer);
    unsubscribe();
    remoteRequest?.abort();
    swatches.destroy();
    form.removeEventListener('change', onChange);
    form.removeEventListener('click', onReset);
    form.removeEventListener('click', onSubmitClick, true);
    card?.button?.removeEventListener('click', onCardClick, true);
  };
}

/**
 * `render(snapshot, change)`: one snapshot of the variation form's model written into the markup
 * the classic add-to-cart-variation.js wrote into — the selects and their options, the swatches,
 * the reset link, `aria-busy`, `variation_id`, `.single_variation`, sku/weight/dimensions, the
 * quantity limits, the button — and the classic events of what changed. Attributes and classes go
 * through one `printedWriter(signal)`: on abort they are as printed.
 */
import { logBlockFailure } from '@firsat/core/http';
import { type PrintedWriter, printedWriter } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { attributeNameOf, variationMessages } from '../../shared/variation';
import {
  announceFoundVariation,
  announceHideVariation,
  announceResetData,
  announceShowVariation,
} from '../../shared/variation-events';
import type { LoopCard } from './loop-card';
import { type FormParts, optionValues } from './markup';
import {
  type VariationFormChange,
  type VariationFormSnapshot,
  type VariationFormState,
  type VariationFormStatus,
  type VariationQuantity,
  variationQuantityValue,
} from './model';
import { type ProductDetailTargets, resetVariationDetails, showVariationDetails } from './product-content';
import { hideSingleVariation, showLookupFailed, showNoMatch, showSingleVariation } from './single-variation';

/** What the render writes into besides the form's own parts. */
export interface RenderTargets {
  parts: FormParts;
  details: ProductDetailTargets;
  card: LoopCard | null;
  /** The swatch rows' render: they mirror the selects once these are written. */
  renderSwatches: () => void;
}

const change = () => new Event('change', { bubbles: true });

/** The button and the quantity row as the classic form leaves them for a status. */
function renderButton(write: PrintedWriter, parts: FormParts, status: VariationFormStatus): void {
  const { button, addToCart } = parts;
  const enabled = status === 'enabled';
  write.toggleClass(button, 'disabled', !enabled);
  write.toggleClass(button, 'wc-variation-is-unavailable', status === 'unavailable');
  write.toggleClass(button, 'wc-variation-selection-needed', !enabled && status !== 'unavailable');
  write.attr(button, 'aria-disabled', String(!enabled));
  write.toggleClass(addToCart, 'woocommerce-variation-add-to-cart-disabled', !enabled);
  write.toggleClass(addToCart, 'woocommerce-variation-add-to-cart-enabled', enabled);
}

/** The chosen variation's quantity limits; a value clamped into them is announced with `change`. */
function renderQuantity(write: PrintedWriter, parts: FormParts, limits: VariationQuantity | null) {
  const input = parts.quantity;
  if (!input || !limits) return;
  const { min, max } = limits.bounds;
  write.attr(input, 'min', String(min ?? 1));
  write.attr(input, 'max', max === '' || max === null || max === undefined ? null : String(max));
  const next = String(variationQuantityValue(limits, input.value, input.step));
  if (input.value !== next) {
    input.value = next;
    input.dispatchEvent(change());
  }
  write.hidden(input.closest('.quantity'), limits.hidden);
}

/** Each select's value and options as the model has them (availability classes, `disabled`). */
function renderSelects(
  write: PrintedWriter,
  parts: FormParts,
  snapshot: VariationFormSnapshot,
  state: VariationFormState,
) {
  for (const select of parts.selects) {
    const name = attributeNameOf(select);
    const value = snapshot.chosen[name] ?? '';
    if (select.value !== value) select.value = value;
    const byValue = new Map(
      state.options(name, optionValues(select)).map((option) => [option.value, option]),
    );
    for (const option of select.options) {
      const availability = byValue.get(option.value);
      if (!availability) continue;
      const off = availability.disabled;
      write.attr(option, 'disabled', off ? '' : null);
      write.toggleClass(option, 'enabled', !off);
      write.toggleClass(option, 'disabled', off);
      write.toggleClass(option, 'attached', availability.reachable);
    }
  }
}

/**
 * The form's render: every write of one snapshot, and the classic events of what it changed.
 * Until the first check the form is as the classic one leaves it: the button needs a selection,
 * the reset link is hidden, an empty `.single_variation` too.
 */
export function variationRender(
  form: HTMLElement,
  state: VariationFormState,
  { parts, details, card, renderSwatches }: RenderTargets,
  signal: AbortSignal,
): (snapshot: VariationFormSnapshot, change: VariationFormChange) => void {
  const write = printedWriter(signal);
  const single = parts.singleVariation;

  const renderVariationId = (id: number | null) => {
    const input = parts.variationId;
    const value = id === null ? '' : String(id);
    if (!input || input.value === value) return;
    write.attr(input, 'value', value);
    input.dispatchEvent(change());
  };

  const render = (
    snapshot: VariationFormSnapshot,
    { hidden, shown, announce: said, failures }: VariationFormChange,
  ) => {
    renderSelects(write, parts, snapshot, state);
    renderSwatches();
    if (parts.resetLink) parts.resetLink.style.visibility = snapshot.showReset ? 'visible' : 'hidden';
    write.attr(form, 'aria-busy', snapshot.pending ? '' : null);
    write.toggleClass(form, 'processing', snapshot.pending);
    if (snapshot.checked) write.toggleClass(form, 'wopb-variation-init', true);

    if (hidden) {
      resetVariationDetails(details);
      card?.reset();
      if (single) hideSingleVariation(single);
      announceResetData(form);
      announceHideVariation(form);
    }
    // As the classic onFoundVariation: the id is in the form before found_variation is heard.
    renderVariationId(snapshot.variationId);
    if (shown) {
      showVariationDetails(details, shown);
      renderQuantity(write, parts, snapshot.quantity);
      if (single) showSingleVariation(single, shown);
      card?.show(shown, snapshot.chosen);
      announceFoundVariation(form, shown);
      announceShowVariation(form, shown, snapshot.status === 'enabled');
    }
    renderButton(write, parts, snapshot.status);

    if (single && !snapshot.shown) {
      if (snapshot.notice) showNoMatch(single);
      else if (snapshot.error !== undefined) showLookupFailed(single);
      else if (!snapshot.pending) hideSingleVariation(single);
    }
    if (said) announce(variationMessages.t(said));
    for (const failure of failures) logBlockFailure(failure);
  };
  renderButton(write, parts, 'selection-needed');
  if (parts.resetLink) parts.resetLink.style.visibility = 'hidden';
  if (single && !single.hasChildNodes()) single.style.display = 'none';
  return render;
}

import {
  clamp as clampQuantity,
  decrement,
  increment,
  isMinusDisabled,
  isPlusDisabled,
  parseBounds,
  type QuantityBounds,
} from '../../shared/quantity';

/** The limits an input carries now (a variation form may change them at any time). */
export function boundsOf(input: HTMLInputElement): QuantityBounds {
  return parseBounds({
    min: input.getAttribute('min'),
    max: input.getAttribute('max'),
    step: input.getAttribute('step'),
  });
}

/** What the steppers of one input show, from its current text and limits. */
export interface StepperState {
  minusDisabled: boolean;
  plusDisabled: boolean;
}

export function stepperState(raw: string, bounds: QuantityBounds): StepperState {
  return { minusDisabled: isMinusDisabled(raw, bounds), plusDisabled: isPlusDisabled(raw, bounds) };
}

/** The value after a stepper press or a change, from the input's current text. */
export function nextValue(action: 'plus' | 'minus' | 'change', raw: string, bounds: QuantityBounds): number {
  if (action === 'plus') return increment(raw, bounds);
  if (action === 'minus') return decrement(raw, bounds);
  return clampQuantity(raw, bounds);
}

/** The add-to-cart buttons that post this input's quantity (its form's, or its block's). */
export function quantityButtons(input: HTMLInputElement, host: HTMLElement): HTMLElement[] {
  const scope =
    input.form ?? host.closest('.wopb-product-btn, .wopb-cart-action, .product, li') ?? host.parentElement;
  if (!scope) return [];
  return [...scope.querySelectorAll<HTMLElement>('.single_add_to_cart_button, .add_to_cart_button')];
}

/** Copies a value to the buttons' `data-quantity` (SPEC §5), as the classic scripts do. */
export function copyToButtons(input: HTMLInputElement, host: HTMLElement, value: string): void {
  for (const button of quantityButtons(input, host)) button.setAttribute('data-quantity', value);
}

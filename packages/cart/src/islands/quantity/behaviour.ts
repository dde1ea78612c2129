import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted } from '@firsat/core/island';
import { clickOnKeys } from '@firsat/core/kit';
import { initialValue } from '../../shared/quantity';
import { messages } from './messages';
import type { QuantityProps } from './props';
import { boundsOf, copyToButtons, nextValue, stepperState } from './quantity-field';

type Action = 'plus' | 'minus';

/** Writes a value into the native input and announces it as typing would (input + change). */
function writeValue(input: HTMLInputElement, value: number): void {
  const text = String(value);
  if (input.value === text) return;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A stepper button beside the input when the server printed none — the `button.minus` /
 * `button.plus` WooCommerce's block themes print around the same input.
 */
function stepperButton(action: Action): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = action;
  button.setAttribute('aria-label', messages.t(action === 'minus' ? 'decreaseQuantity' : 'increaseQuantity'));
  button.textContent = action === 'minus' ? '−' : '+';
  return button;
}

/**
 * Quantity steppers on the server's number input (SPEC §4, §5): plus and minus move by the step
 * inside min..max, plus is disabled at max and minus when the value would drop below 2; a typed
 * value is clamped on change; below-min values are raised on page load (not on the cart page);
 * the value is copied to the add-to-cart button's `data-quantity`. The input stays the native
 * one the form posts. Steppers the server printed (product-blocks, themes) are adopted — a role,
 * a Turkish label, keyboard access; otherwise two buttons are put around the input. Unbound, the
 * added buttons go and the adopted ones are as printed again.
 */
export function bindQuantity(
  host: HTMLElement,
  { props: { parts }, signal, onCleanup }: BehaviourContext<QuantityProps>,
): void {
  const { input, isCartPage } = parts;
  if (!input) return;

  // Page load: a value below min is raised (not on the cart page); the button gets the value.
  if (!isCartPage) {
    const raised = String(initialValue(input.value, input.getAttribute('min')));
    if (raised !== input.value) input.value = raised;
    copyToButtons(input, host, input.value);
  }

  const printed = parts.minus !== null && parts.plus !== null;
  const minus = parts.minus ?? stepperButton('minus');
  const plus = parts.plus ?? stepperButton('plus');
  if (printed) {
    const adopted = ['aria-label', 'role', 'tabindex', 'aria-disabled', 'class'];
    onCleanup(
      keepPrinted([
        [minus, adopted],
        [plus, adopted],
      ]),
    );
    for (const [el, id] of [
      [minus, 'decreaseQuantity'],
      [plus, 'increaseQuantity'],
    ] as const) {
      el.setAttribute('aria-label', messages.t(id));
      if (el.tagName === 'BUTTON') continue;
      el.setAttribute('role', 'button');
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
    }
  } else {
    input.before(minus);
    input.after(plus);
    onCleanup(() => {
      minus.remove();
      plus.remove();
    });
  }

  /** The steppers follow the input's text and limits; printed ones also show a `disabled` class. */
  const sync = () => {
    const state = stepperState(input.value, boundsOf(input));
    for (const [el, disabled] of [
      [minus, state.minusDisabled],
      [plus, state.plusDisabled],
    ] as const) {
      el.setAttribute('aria-disabled', String(disabled));
      if (printed) el.classList.toggle('disabled', disabled);
    }
  };
  const press = (action: Action) => {
    const state = stepperState(input.value, boundsOf(input));
    if (action === 'minus' ? state.minusDisabled : state.plusDisabled) return;
    writeValue(input, nextValue(action, input.value, boundsOf(input)));
    sync();
  };

  for (const [el, action] of [
    [minus, 'minus'],
    [plus, 'plus'],
  ] as const) {
    el.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        press(action);
      },
      { signal },
    );
    // A printed span or link is not a button: Enter and Space press it.
    if (el.tagName !== 'BUTTON') clickOnKeys(el, signal);
  }

  // Typing, a change, or new limits (a variation was chosen) re-render the steppers; a change is clamped.
  input.addEventListener('input', sync, { signal });
  input.addEventListener(
    'change',
    () => {
      writeValue(input, nextValue('change', input.value, boundsOf(input)));
      if (!isCartPage) copyToButtons(input, host, input.value);
      sync();
    },
    { signal },
  );
  const limits = new MutationObserver(sync);
  limits.observe(input, { attributes: true, attributeFilter: ['min', 'max', 'step', 'value'] });
  signal.addEventListener('abort', () => limits.disconnect());
  sync();
}

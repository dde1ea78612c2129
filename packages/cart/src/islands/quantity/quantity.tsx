import { type IslandHostProps, t } from '@firsat/core/island';
import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import { initialValue } from '../../shared/quantity';
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

/** Marks a stepper (ours or the server's) as disabled for sight and assistive tech, keeping focus on it. */
function markDisabled(el: HTMLElement, disabled: boolean): void {
  el.setAttribute('aria-disabled', String(disabled));
  el.classList.toggle('disabled', disabled);
}

/** Gives a server stepper that is not a button the role, a label and keyboard access. */
function adoptStepper(el: HTMLElement, label: string, press: () => void): () => void {
  el.setAttribute('aria-label', label);
  if (el.tagName !== 'BUTTON') {
    el.setAttribute('role', 'button');
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
  }
  const onClick = (event: Event) => {
    event.preventDefault();
    press();
  };
  const onKey = (event: KeyboardEvent) => {
    if (el.tagName === 'BUTTON' || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    press();
  };
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKey);
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKey);
  };
}

/** Two empty spans around the input that our own steppers render into. */
function useSlots(input: HTMLInputElement | null, needed: boolean) {
  const [slots] = useState(() =>
    needed && input ? { minus: document.createElement('span'), plus: document.createElement('span') } : null,
  );
  useLayoutEffect(() => {
    if (!slots || !input) return;
    slots.minus.className = 'firsat-qty-minus';
    slots.plus.className = 'firsat-qty-plus';
    input.before(slots.minus);
    input.after(slots.plus);
    return () => {
      slots.minus.remove();
      slots.plus.remove();
    };
  }, [slots, input]);
  return slots;
}

/**
 * Quantity steppers on the server's number input (SPEC §4, §5): plus and minus move by the step
 * inside min..max, plus is disabled at max and minus when the value would drop below 2; a typed
 * value is clamped on change; below-min values are raised on page load (not on the cart page);
 * the value is copied to the add-to-cart button's `data-quantity`. The input stays the native
 * one the form posts; the steppers are buttons with Turkish labels.
 */
export function Quantity({ parts, host }: QuantityProps & IslandHostProps) {
  const { input, isCartPage } = parts;
  const ownSteppers = parts.minus === null || parts.plus === null;
  const slots = useSlots(input, ownSteppers);
  const [, refresh] = useReducer((n: number) => n + 1, 0);

  // Page load: a value below min is raised (not on the cart page); the button gets the value.
  useLayoutEffect(() => {
    if (!input) return;
    if (!isCartPage) {
      const raised = initialValue(input.value, input.getAttribute('min'));
      if (String(raised) !== input.value) input.value = String(raised);
      copyToButtons(input, host, input.value);
    }
  }, [input, host, isCartPage]);

  // Typing, a change, or new limits (a variation) re-render the steppers; a change is clamped.
  useEffect(() => {
    if (!input) return;
    const onChange = () => {
      const value = nextValue('change', input.value, boundsOf(input));
      writeValue(input, value);
      if (!isCartPage) copyToButtons(input, host, input.value);
      refresh();
    };
    const limits = new MutationObserver(refresh);
    limits.observe(input, { attributes: true, attributeFilter: ['min', 'max', 'step', 'value'] });
    input.addEventListener('input', refresh);
    input.addEventListener('change', onChange);
    return () => {
      limits.disconnect();
      input.removeEventListener('input', refresh);
      input.removeEventListener('change', onChange);
    };
  }, [input, host, isCartPage]);

  const state = input ? stepperState(input.value, boundsOf(input)) : null;
  const press = (action: Action) => {
    if (!input || !state) return;
    if (action === 'minus' ? state.minusDisabled : state.plusDisabled) return;
    writeValue(input, nextValue(action, input.value, boundsOf(input)));
    refresh();
  };

  // Steppers the server printed: adopted, not replaced.
  const { minus, plus } = parts;
  useEffect(() => {
    if (!minus || !plus) return;
    const offMinus = adoptStepper(minus, t('decreaseQuantity'), () => press('minus'));
    const offPlus = adoptStepper(plus, t('increaseQuantity'), () => press('plus'));
    return () => {
      offMinus();
      offPlus();
    };
  });
  useEffect(() => {
    if (!state) return;
    if (minus) markDisabled(minus, state.minusDisabled);
    if (plus) markDisabled(plus, state.plusDisabled);
  });

  if (!input || !state || !slots) return null;
  return (
    <>
      {createPortal(
        <button
          type="button"
          className="minus"
          aria-label={t('decreaseQuantity')}
          aria-disabled={state.minusDisabled}
          onClick={() => press('minus')}
        >
          −
        </button>,
        slots.minus,
      )}
      {createPortal(
        <button
          type="button"
          className="plus"
          aria-label={t('increaseQuantity')}
          aria-disabled={state.plusDisabled}
          onClick={() => press('plus')}
        >
          +
        </button>,
        slots.plus,
      )}
    </>
  );
}

import { formatPrice, type IslandHostProps, t } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useRestorePrinted } from '../../shared/printed-markup';
import { createNamePriceState, type PriceWarning } from './name-price';
import type { NamePriceProps } from './props';

const FIELD = 'input.wopb-name-price-field, input[name="wopb_custom_prices"]';
const SUGGESTION = 'input[type="radio"][name="wopb_custom_prices_suggestion"]';
const WARNING_ID = 'wopb-price-warning';

/** The warning text, SPEC §5 verbatim, with the amount formatted as the shop formats prices. */
export function warningText(warning: PriceWarning): string {
  return t(warning.id, { price: formatPrice(warning.amount) });
}

/**
 * `#wopb-price-warning` beside the wrapper, created after it when the server printed none;
 * `undo` takes a created one away again, or gives a printed one its text back.
 */
function warningElement(host: HTMLElement): { element: HTMLElement; undo: () => void } {
  const scope = host.closest('.wopb-name-price-main-wrapper') ?? host.parentElement ?? host;
  const found = scope.querySelector<HTMLElement>(`#${WARNING_ID}`) ?? document.getElementById(WARNING_ID);
  if (found) {
    const printed = found.textContent;
    return {
      element: found,
      undo: () => {
        found.textContent = printed;
      },
    };
  }
  const made = document.createElement('div');
  made.id = WARNING_ID;
  host.after(made);
  return { element: made, undo: () => made.remove() };
}

function setDisabled(button: HTMLElement, disabled: boolean): void {
  if (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) button.disabled = disabled;
  else {
    // A link-styled button cannot be disabled natively: the theme's class and ARIA say it.
    button.classList.toggle('disabled', disabled);
    if (disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
}

/**
 * Name your price on the server's own field: checks the amount 1000 ms after typing stops
 * (minimum and maximum, SPEC §5), shows the warning in `#wopb-price-warning` for about 4 s and
 * announces it, copies a chosen suggested price into the field, and keeps the form's add-to-cart
 * button disabled while the amount is 0 or less. Failing or unmounting, it leaves the markup as
 * printed.
 */
export function NameYourPrice({ min, max, host }: NamePriceProps & IslandHostProps) {
  const field = host.querySelector<HTMLInputElement>(FIELD);
  const state = useMemo(() => createNamePriceState({ min, max }, field?.value ?? ''), [min, max, field]);
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  const form = host.closest('form');
  const button = (form ?? document).querySelector<HTMLElement>('.single_add_to_cart_button') ?? null;
  const warningBox = useRef<HTMLElement | null>(null);

  useEffect(() => () => state.dispose(), [state]);

  // Listeners on the server's field, suggestions and form.
  useEffect(() => {
    if (!field) return;
    const onInput = () => state.type(field.value);
    const onChoose = (event: Event) => {
      const radio = event.target as HTMLInputElement;
      if (radio.matches(SUGGESTION) && radio.checked) state.choose(radio.value);
    };
    // Capture: a waiting check runs before anything else reads the form. If it changed the
    // amount, the form stays here so the visitor sees the new amount and the warning first.
    const onSubmit = (event: Event) => {
      const before = state.getSnapshot().value;
      state.flush();
      const after = state.getSnapshot();
      if (after.value !== before || !after.canAdd) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    field.addEventListener('input', onInput);
    host.addEventListener('change', onChoose);
    form?.addEventListener('submit', onSubmit, true);
    return () => {
      field.removeEventListener('input', onInput);
      host.removeEventListener('change', onChoose);
      form?.removeEventListener('submit', onSubmit, true);
    };
  }, [field, host, form, state]);

  // The field, the suggestions and the button follow the state.
  useEffect(() => {
    if (field && field.value !== snapshot.value) field.value = snapshot.value;
    for (const radio of host.querySelectorAll<HTMLInputElement>(SUGGESTION)) {
      const active = snapshot.chosen !== null && radio.value === snapshot.chosen;
      radio.checked = active;
      radio.parentElement?.classList.toggle('active', active);
    }
    if (button) setDisabled(button, !snapshot.canAdd);
  }, [snapshot, field, host, button]);

  // The warning's place, found or made before the effects below write into it.
  useLayoutEffect(() => {
    const { element, undo } = warningElement(host);
    warningBox.current = element;
    return () => {
      warningBox.current = null;
      undo();
    };
  }, [host]);

  // Shown while it lasts, and spoken once.
  useEffect(() => {
    const element = warningBox.current;
    if (!element) return;
    if (field) {
      field.setAttribute('aria-describedby', element.id);
      field.setAttribute('aria-invalid', snapshot.warning ? 'true' : 'false');
    }
    if (!snapshot.warning) {
      element.textContent = '';
      return;
    }
    const text = warningText(snapshot.warning);
    element.textContent = text;
    announce(text, 'assertive');
  }, [snapshot.warning, field]);

  // Back to the server's state when the island goes.
  useRestorePrinted(() => [
    [field, ['aria-describedby', 'aria-invalid']],
    [button, ['disabled', 'class', 'aria-disabled']],
    ...[...host.querySelectorAll(SUGGESTION)].map((radio) => [radio.parentElement, ['class']] as const),
  ]);

  return null;
}

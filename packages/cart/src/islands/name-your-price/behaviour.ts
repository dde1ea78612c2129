import { type BehaviourContext, formatPrice, keepPrinted } from '@firsat/core/island';
import { announce } from '@firsat/core/live-region';
import { messages } from './messages';
import { createNamePriceState, type NamePriceSnapshot, type PriceWarning } from './model';
import type { NamePriceProps } from './props';

const FIELD = 'input.wopb-name-price-field, input[name="wopb_custom_prices"]';
const SUGGESTION = 'input[type="radio"][name="wopb_custom_prices_suggestion"]';
const WARNING_ID = 'wopb-price-warning';

/** The warning text, SPEC §5 verbatim, with the amount formatted as the shop formats prices. */
export function warningText(warning: PriceWarning): string {
  return messages.t(warning.id, { price: formatPrice(warning.amount) });
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
 * button disabled while the amount is 0 or less. The amount's state and timers are the model's
 * (model.ts). Failing or unbound, it leaves the markup as printed.
 */
export function bindNameYourPrice(
  host: HTMLElement,
  { props: { min, max }, signal, onCleanup }: BehaviourContext<NamePriceProps>,
): void {
  const field = host.querySelector<HTMLInputElement>(FIELD);
  const form = host.closest('form');
  const button = (form ?? document).querySelector<HTMLElement>('.single_add_to_cart_button');
  const suggestions = [...host.querySelectorAll<HTMLInputElement>(SUGGESTION)];
  onCleanup(
    keepPrinted([
      [field, ['aria-describedby', 'aria-invalid']],
      [button, ['disabled', 'class', 'aria-disabled']],
      ...suggestions.map((radio) => [radio.parentElement, ['class']] as const),
    ]),
  );
  const warningBox = warningElement(host);
  onCleanup(warningBox.undo);
  const state = createNamePriceState({ min, max }, field?.value ?? '');
  onCleanup(() => state.dispose());

  // The field, the suggestions, the button and the warning follow the state; a new warning is spoken once.
  let shownWarning: PriceWarning | null | undefined;
  const render = (snapshot: NamePriceSnapshot) => {
    if (field && field.value !== snapshot.value) field.value = snapshot.value;
    for (const radio of suggestions) {
      const active = snapshot.chosen !== null && radio.value === snapshot.chosen;
      radio.checked = active;
      radio.parentElement?.classList.toggle('active', active);
    }
    if (button) setDisabled(button, !snapshot.canAdd);
    if (snapshot.warning === shownWarning) return;
    shownWarning = snapshot.warning;
    const element = warningBox.element;
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
  };
  render(state.getSnapshot());
  onCleanup(state.subscribe(render));

  if (!field) return;
  field.addEventListener('input', () => state.type(field.value), { signal });
  host.addEventListener(
    'change',
    (event) => {
      const radio = event.target as HTMLInputElement;
      if (radio.matches(SUGGESTION) && radio.checked) state.choose(radio.value);
    },
    { signal },
  );
  // Capture: a waiting check runs before anything else reads the form. If it changed the
  // amount, the form stays here so the visitor sees the new amount and the warning first.
  form?.addEventListener(
    'submit',
    (event) => {
      const before = state.getSnapshot().value;
      state.flush();
      const after = state.getSnapshot();
      if (after.value !== before || !after.canAdd) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    { signal, capture: true },
  );
}

import { checkReview, parseRating } from './model';

/**
 * SPEC §5 on the review form: a submit without a rating, while ratings are required, is stopped
 * and `onBlocked` runs. WooCommerce checks on the submit button's click, before the browser's own
 * validation; the `submit` event is checked too, for `requestSubmit()` and Enter in a field.
 */
export function guardReview(
  form: HTMLFormElement,
  select: HTMLSelectElement,
  required: boolean,
  onBlocked: () => void,
  signal: AbortSignal,
): void {
  const guard = (event: Event) => {
    if (checkReview(true, required, parseRating(select.value)) === 'ok') return;
    event.preventDefault();
    onBlocked();
  };
  form.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.('button, input');
      const isSubmit =
        control instanceof HTMLButtonElement
          ? control.type === 'submit'
          : control instanceof HTMLInputElement && (control.type === 'submit' || control.type === 'image');
      if (isSubmit && control && form.contains(control)) guard(event);
    },
    { signal, capture: true },
  );
  form.addEventListener('submit', guard, { signal });
}

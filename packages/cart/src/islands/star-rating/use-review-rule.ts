import { useEffect } from 'react';
import { checkReview, parseRating } from './model';

/**
 * SPEC §5 on the review form: a submit without a rating, while ratings are required, is stopped
 * and `onBlocked` runs. WooCommerce checks on the submit button's click, before the browser's own
 * validation; the `submit` event is checked too, for `requestSubmit()` and Enter in a field.
 */
export function useReviewRule(
  form: HTMLFormElement | null,
  select: HTMLSelectElement | null,
  required: boolean,
  onBlocked: () => void,
): void {
  useEffect(() => {
    if (!form) return;
    const guard = (event: Event) => {
      const rating = parseRating(select?.value);
      if (checkReview(select !== null, required, rating) === 'ok') return;
      event.preventDefault();
      onBlocked();
    };
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.('button, input');
      const isSubmit =
        control instanceof HTMLButtonElement
          ? control.type === 'submit'
          : control instanceof HTMLInputElement && (control.type === 'submit' || control.type === 'image');
      if (isSubmit && control && form.contains(control)) guard(event);
    };
    form.addEventListener('click', onClick, true);
    form.addEventListener('submit', guard);
    return () => {
      form.removeEventListener('click', onClick, true);
      form.removeEventListener('submit', guard);
    };
  }, [form, select, required, onBlocked]);
}

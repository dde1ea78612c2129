import { type IslandHostProps, t } from '@firsat/core/island';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { parseRating, type Rating, ratingKeyTarget } from './model';
import { findRatingSelect, type StarRatingProps } from './props';
import { useReviewRule } from './use-review-rule';

/**
 * WooCommerce's star widget (`p.stars`) in place of the review form's `select#rating`: a radio
 * group of five levels — click or arrow keys choose, the clear button clears — that keeps the
 * (hidden) select in step for the form post. The read-only `.star-rating` displays elsewhere stay
 * as printed. With ratings required, a review without one is stopped with the inline message
 * 'Please select a rating' (`i18n_required_rating_text` when the page prints it) and focus moves
 * to the stars.
 */
export function StarRating({ levels, labelId, required, host }: StarRatingProps & IslandHostProps) {
  const select = useMemo(() => findRatingSelect(host), [host]);
  const form = useMemo(() => host.closest('form'), [host]);
  const [rating, setRatingState] = useState<Rating>(() => parseRating(select?.value));
  const [error, setError] = useState(false);
  const stars = useRef<(HTMLAnchorElement | null)[]>([]);
  const messageId = useId();

  // The select stays in the form for the post but is hidden, as WooCommerce hides it. It loses
  // `required`: the browser cannot point at a hidden control; the rule below speaks instead.
  useLayoutEffect(() => {
    if (!select) return;
    const wasRequired = select.required;
    const display = select.style.display;
    select.required = false;
    select.style.display = 'none';
    return () => {
      select.required = wasRequired;
      select.style.display = display;
    };
  }, [select]);

  const setRating = useCallback(
    (next: Rating) => {
      setRatingState(next);
      if (next !== null) setError(false);
      if (select && select.value !== String(next ?? '')) {
        select.value = next === null ? '' : String(next);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    [select],
  );

  // Someone else changed the select (theme code, the browser restoring the form).
  useEffect(() => {
    if (!select) return;
    const sync = () => setRatingState(parseRating(select.value));
    // A form reset restores the select after the event: read it on the next task.
    const onReset = () => setTimeout(sync);
    select.addEventListener('change', sync);
    form?.addEventListener('reset', onReset);
    return () => {
      select.removeEventListener('change', sync);
      form?.removeEventListener('reset', onReset);
    };
  }, [select, form]);

  const focusStar = useCallback((value: number) => stars.current[value - 1]?.focus(), []);

  const onBlocked = useCallback(() => {
    setError(true);
    focusStar(rating ?? 1);
  }, [focusStar, rating]);
  useReviewRule(form, select, required, onBlocked);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, value: number) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setRating(value);
      return;
    }
    const next = ratingKeyTarget(rating, event.key);
    if (next === null) return;
    event.preventDefault();
    setRating(next);
    focusStar(next);
  };

  const focusable = rating ?? 1;
  return (
    <>
      <p className={rating === null ? 'stars' : 'stars selected'}>
        <span
          role="radiogroup"
          aria-labelledby={labelId ?? undefined}
          aria-label={labelId ? undefined : t('rating')}
          aria-required={required || undefined}
          aria-invalid={error || undefined}
          aria-describedby={error ? messageId : undefined}
        >
          {levels.map(({ value, label }) => (
            // WooCommerce's widget is `p.stars a.star-N` and themes style exactly that, so the
            // radios stay anchors, with the radio role, state and keys the classic ones lack.
            // biome-ignore lint/a11y/useValidAnchor: classic markup, behaves as a radio
            // biome-ignore lint/a11y/useSemanticElements: classic markup, behaves as a radio
            <a
              key={value}
              ref={(el) => {
                stars.current[value - 1] = el;
              }}
              href="#"
              role="radio"
              aria-checked={rating === value}
              tabIndex={value === focusable ? 0 : -1}
              className={rating === value ? `star-${value} active` : `star-${value}`}
              title={t(`ratingOption${value}` as 'ratingOption1')}
              onClick={(event) => {
                event.preventDefault();
                setRating(value);
              }}
              onKeyDown={(event) => onKeyDown(event, value)}
            >
              {label}
            </a>
          ))}
        </span>
      </p>
      {rating !== null && (
        <button
          type="button"
          className="firsat-rating-clear"
          onClick={() => {
            setRating(null);
            focusStar(1);
          }}
        >
          {t('clearRating')}
        </button>
      )}
      {error && (
        <p id={messageId} className="firsat-rating-error" role="alert">
          {t('ratingRequired')}
        </p>
      )}
    </>
  );
}

import { type BehaviourContext, keepPrinted, t } from '@firsat/core/island';
import { parseRating, type Rating, ratingKeyTarget } from './model';
import { findRatingSelect, type StarRatingProps } from './props';
import { guardReview } from './review-rule';

let ids = 0;

/**
 * WooCommerce's star widget (`p.stars`) in place of the review form's `select#rating`: a radio
 * group of five levels — click or arrow keys choose, the clear button clears — that keeps the
 * (hidden) select in step for the form post. The read-only `.star-rating` displays elsewhere stay
 * as printed. With ratings required, a review without one is stopped with the inline message
 * 'Please select a rating' (`i18n_required_rating_text` when the page prints it) and focus moves
 * to the stars. A behaviour: the widget is a few elements, so the product page needs no React.
 */
export function bindStarRating(
  host: HTMLElement,
  { props: { levels, labelId, required }, signal, onCleanup }: BehaviourContext<StarRatingProps>,
): void {
  const select = findRatingSelect(host) as HTMLSelectElement; // required by the props
  const form = host.closest('form');
  const doc = host.ownerDocument;

  // The select stays in the form for the post but is hidden, as WooCommerce hides it. It loses
  // `required`: the browser cannot point at a hidden control; the rule below speaks instead.
  onCleanup(keepPrinted([[select, ['required', 'style']]]));
  select.required = false;
  select.style.display = 'none';

  const stars = doc.createElement('p');
  const group = doc.createElement('span');
  group.setAttribute('role', 'radiogroup');
  if (labelId) group.setAttribute('aria-labelledby', labelId);
  else group.setAttribute('aria-label', t('rating'));
  if (required) group.setAttribute('aria-required', 'true');
  // WooCommerce's widget is `p.stars a.star-N` and themes style exactly that, so the radios stay
  // anchors, with the radio role, state and keys the classic ones lack.
  const radios = levels.map(({ value, label }) => {
    const star = doc.createElement('a');
    star.href = '#';
    star.setAttribute('role', 'radio');
    star.title = t(`ratingOption${value}` as 'ratingOption1');
    star.textContent = label;
    return star;
  });
  group.append(...radios);
  stars.append(group);
  const clear = doc.createElement('button');
  clear.type = 'button';
  clear.className = 'firsat-rating-clear';
  clear.textContent = t('clearRating');
  const message = doc.createElement('p');
  message.id = `firsat-rating-error-${++ids}`;
  message.className = 'firsat-rating-error';
  message.setAttribute('role', 'alert');
  host.append(stars, clear, message);
  onCleanup(() => {
    stars.remove();
    clear.remove();
    message.remove();
  });

  let rating: Rating = parseRating(select.value);
  let error = false;
  const render = () => {
    stars.className = rating === null ? 'stars' : 'stars selected';
    radios.forEach((star, index) => {
      const value = index + 1;
      star.className = rating === value ? `star-${value} active` : `star-${value}`;
      star.setAttribute('aria-checked', String(rating === value));
      star.tabIndex = value === (rating ?? 1) ? 0 : -1;
    });
    clear.hidden = rating === null;
    message.hidden = !error;
    message.textContent = error ? t('ratingRequired') : '';
    if (error) {
      group.setAttribute('aria-invalid', 'true');
      group.setAttribute('aria-describedby', message.id);
    } else {
      group.removeAttribute('aria-invalid');
      group.removeAttribute('aria-describedby');
    }
  };
  const choose = (next: Rating) => {
    rating = next;
    if (next !== null) error = false;
    render();
    if (select.value !== String(next ?? '')) {
      select.value = next === null ? '' : String(next);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const focusStar = (value: number) => radios[value - 1]?.focus();

  radios.forEach((star, index) => {
    const value = index + 1;
    star.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        choose(value);
      },
      { signal },
    );
    star.addEventListener(
      'keydown',
      (event) => {
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          choose(value);
          return;
        }
        const next = ratingKeyTarget(rating, event.key);
        if (next === null) return;
        event.preventDefault();
        choose(next);
        focusStar(next);
      },
      { signal },
    );
  });
  clear.addEventListener(
    'click',
    () => {
      choose(null);
      focusStar(1);
    },
    { signal },
  );

  // Someone else changed the select (theme code, the browser restoring the form); a form reset
  // restores the select after the event, so it is read on the next task.
  const sync = () => {
    rating = parseRating(select.value);
    render();
  };
  select.addEventListener('change', sync, { signal });
  form?.addEventListener('reset', () => setTimeout(sync), { signal });
  if (form) {
    guardReview(
      form,
      select,
      required,
      () => {
        error = true;
        render();
        focusStar(rating ?? 1);
      },
      signal,
    );
  }
  render();
}

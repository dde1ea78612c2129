import { defineProps, getConfig, IslandError, prop, t } from '@firsat/core/island';
import { STAR_LEVELS } from './model';

/** One star level: its value and the text the rating select printed for it ('Perfect', 'Mükemmel'). */
export interface RatingLevel {
  value: number;
  label: string;
}

/** The select the widget stands in for (`select#rating` in WooCommerce's review form). */
export function findRatingSelect(el: HTMLElement): HTMLSelectElement | null {
  return el.querySelector<HTMLSelectElement>('select#rating, select[name="rating"]');
}

/** The five levels, lowest first, labelled from the select's options (catalogue text where missing). */
export function readLevels(el: HTMLElement): RatingLevel[] {
  const select = findRatingSelect(el);
  if (!select) throw new IslandError('star-rating', 'select#rating', null, 'is required');
  const levels: RatingLevel[] = [];
  for (let value = 1; value <= STAR_LEVELS; value++) {
    const option = [...select.options].find((o) => o.value === String(value));
    const label = option?.textContent?.trim() || t(`ratingOption${value}` as 'ratingOption1');
    levels.push({ value, label });
  }
  return levels;
}

/** The label's id, for the radio group's name; WooCommerce prints `comment-form-rating-label`. */
function readLabelId(el: HTMLElement): string | null {
  const select = findRatingSelect(el);
  const label = select?.id ? el.querySelector<HTMLLabelElement>(`label[for="${select.id}"]`) : null;
  return label?.id || null;
}

/** The rating widget's schema: everything from the review form markup and `wc_single_product_params`. */
export const starRatingProps = defineProps('star-rating', {
  levels: prop.markup(readLevels, {
    type: 'markup',
    doc: 'The options of `select#rating` (values 1–5); a missing option is labelled "N of 5 stars".',
  }),
  labelId: prop.markup(readLabelId, {
    type: 'markup',
    doc: "The id of the select's `label` (`comment-form-rating-label`), which names the star group.",
  }),
  required: prop.markup(() => getConfig().shop.reviewRatingRequired, {
    type: 'boolean',
    doc: "`wc_single_product_params.review_rating_required === 'yes'`: a review needs a rating ('Please select a rating').",
  }),
});

export type StarRatingProps = ReturnType<typeof starRatingProps.parse>;

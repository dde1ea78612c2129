import { defineIsland } from '@firsat/core';
import type { StarRatingProps } from './props';

/** The review form's rating (`.comment-form-rating` with `select#rating`) as WooCommerce's star widget. */
export const starRatingIsland = defineIsland<StarRatingProps>({
  name: 'star-rating',
  selector: '.comment-form-rating',
  when: 'visible',
  load: () => import('./island'),
});

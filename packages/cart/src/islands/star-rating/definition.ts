import { defineIsland } from '@firsat/core';
import type { StarRatingProps } from './props';

/**
 * The review form's rating (`.comment-form-rating` with `select#rating`) as WooCommerce's star
 * widget. A behaviour: five printed-style anchors and a button, no React on the product page.
 * `visible`: the form sits in the reviews tab, usually closed, and the select works until then.
 */
export const starRatingIsland = defineIsland<StarRatingProps>({
  name: 'star-rating',
  selector: '.comment-form-rating',
  when: 'visible',
  kind: 'behaviour',
  load: () => import('./island'),
});

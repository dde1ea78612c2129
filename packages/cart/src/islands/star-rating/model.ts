/**
 * The review rating (SPEC §3 Review form, §4 Rating widget, §5 review rule): five star levels,
 * chosen, cleared or read-only, and the rule that blocks a review without a rating when ratings
 * are required. Plain functions; no DOM.
 */
import { type FocusListKeys, focusListTarget } from '@firsat/core/kit';

/** Five star levels (SPEC §9). */
export const STAR_LEVELS = 5;

/** A chosen rating, 1 to 5, or null for none. */
export type Rating = number | null;

/** Reads the rating select's value: a whole number 1 to 5, anything else is no rating. */
export function parseRating(value: string | null | undefined): Rating {
  if (!value) return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= STAR_LEVELS ? n : null;
}

/** What submitting the review form does: go ahead, or stop with 'Please select a rating'. */
export type ReviewCheck = 'ok' | 'ratingRequired';

/**
 * SPEC §5: if a rating field exists and ratings are required and none is chosen, the review is
 * blocked. Without a rating field, or when ratings are optional, it goes ahead.
 */
export function checkReview(hasRatingField: boolean, required: boolean, rating: Rating): ReviewCheck {
  return hasRatingField && required && rating === null ? 'ratingRequired' : 'ok';
}

/**
 * The radio group's keys (core's focus list): arrows move the choice one level, Right and Up
 * raising it, stopping at 1 and 5 (as native radios wrap they would jump from the worst to the
 * best rating, which surprises); Home/End jump. The first arrow press on an empty rating picks
 * the first star.
 */
export const ratingKeys = { upIsForward: true, entry: 'first' } as const satisfies FocusListKeys;

/** The rating a key chooses from `current` (the star levels as the focus list's indexes). Null: not a rating key. */
export function ratingKeyTarget(current: Rating, key: string): number | null {
  const index = focusListTarget(key, (current ?? 0) - 1, STAR_LEVELS, ratingKeys);
  return index === null ? null : index + 1;
}

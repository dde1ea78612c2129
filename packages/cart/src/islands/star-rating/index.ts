export * from './definition';
export { referenceReviewFormHtml } from './fixtures';
export { type StarRatingProps, starRatingProps } from './props';
export { StarRating } from './view';

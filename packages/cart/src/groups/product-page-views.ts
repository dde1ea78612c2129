// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { ProductTabs } from '../product-tabs/product-tabs';
export { type ProductTab, type ProductTabsProps, productTabsProps } from '../product-tabs/props';
export { initialTab, tabForHash } from '../product-tabs/tabs-model';
export { type RatingLevel, type StarRatingProps, starRatingProps } from '../star-rating/props';
export { checkReview, parseRating, STAR_LEVELS } from '../star-rating/rating-model';
export { StarRating } from '../star-rating/star-rating';

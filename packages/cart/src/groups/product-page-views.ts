// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).

export { productGallery } from '../product-gallery/definition';
export { referencePlaceholderGalleryHtml } from '../product-gallery/fixtures';
export {
  fitToViewport,
  type GallerySlide,
  SLIDE_DURATION_MS,
  thumbLayout,
  variationSlides,
  ZOOM_MAGNIFY,
  zoomPosition,
} from '../product-gallery/gallery-model';
export { ProductGallery } from '../product-gallery/product-gallery';
export { type GalleryMarkup, type ProductGalleryProps, productGalleryProps } from '../product-gallery/props';
export { productTabs } from '../product-tabs/definition';
export { referenceTabsHtml } from '../product-tabs/fixtures';
export { ProductTabs } from '../product-tabs/product-tabs';
export { type ProductTab, type ProductTabsProps, productTabsProps } from '../product-tabs/props';
export { initialTab, tabForHash } from '../product-tabs/tabs-model';
export { starRating } from '../star-rating/definition';
export { referenceReviewFormHtml } from '../star-rating/fixtures';
export { type RatingLevel, type StarRatingProps, starRatingProps } from '../star-rating/props';
export { checkReview, parseRating, STAR_LEVELS } from '../star-rating/rating-model';
export { StarRating } from '../star-rating/star-rating';

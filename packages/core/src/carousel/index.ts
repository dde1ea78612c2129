/**
 * What carousels, sliders and galleries share (the product gallery, the product-blocks sliders):
 * the visitor's motion preference and the error class of a lazy picture that failed. No DOM
 * beyond the element handed in; reached from island chunks (`@firsat/core/island`).
 */
export { LAZY_IMAGE_ERROR_CLASS, markImageFailure } from './image-failure';
export { prefersReducedMotion } from './reduced-motion';

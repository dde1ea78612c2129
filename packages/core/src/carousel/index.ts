/**
 * What carousels, sliders and galleries share (the product gallery, the product-blocks and
 * post-blocks sliders, the quick view's pictures): the visitor's motion preference, the error
 * class of a lazy picture that failed, and the slider rules as plain functions (`model.ts`:
 * SPEC §9's carousel constants, slides per view by breakpoint, steps, autoplay). No DOM beyond
 * the element handed in; reached from island chunks (`@firsat/core/island`,
 * `@firsat/core/slider`).
 */
export { LAZY_IMAGE_ERROR_CLASS, markImageFailure } from './image-failure';
export * from './model';
export { prefersReducedMotion } from './reduced-motion';

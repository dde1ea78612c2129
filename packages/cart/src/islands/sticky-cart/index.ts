export * from './definition';
export { stickyCartElement, stickyCartMarkup } from './fixtures';
export { type StickyCartProps, stickyCartProps } from './props';
export { StickyCart } from './sticky-cart';

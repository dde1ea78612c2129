export * from './definition';
export { stickyCartElement, stickyCartMarkup } from './fixtures';
export { default as stickyCartBehaviour } from './island';
export { type StickyCartProps, stickyCartProps } from './props';
export { bindStickyCart } from './sticky-cart';

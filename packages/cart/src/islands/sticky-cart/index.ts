export { bindStickyCart } from './behaviour';
export * from './definition';
export { stickyCartElement, stickyCartMarkup } from './fixtures';
export { default as stickyCartBehaviour } from './island';
export { type StickyCartProps, stickyCartProps } from './props';

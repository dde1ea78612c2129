export * from './definition';
export { default as miniCartBehaviour } from './island';
export { bindMiniCart } from './mini-cart';
export { type MiniCartProps, miniCartProps } from './props';

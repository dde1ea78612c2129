export { bindMiniCart } from './behaviour';
export * from './definition';
export { default as miniCartBehaviour } from './island';
export { type MiniCartProps, miniCartProps } from './props';

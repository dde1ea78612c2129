export * from './definition';
export { MiniCart } from './mini-cart';
export { type MiniCartProps, miniCartProps } from './props';

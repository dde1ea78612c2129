export { bindAddToCart } from './behaviour';
export * from './definition';
export { default as addToCartBehaviour } from './island';
export { type AddToCartProps, addToCartProps } from './props';

export { bindAddToCart } from './add-to-cart';
export * from './definition';
export { default as addToCartBehaviour } from './island';
export { type AddToCartProps, addToCartProps } from './props';

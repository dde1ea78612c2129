export { AddToCartButton } from './add-to-cart-button';
export * from './definition';
export { type AddToCartProps, addToCartProps } from './props';

export { CartTotals } from './cart-totals';
export * from './definition';
export { type CartTotalsProps, cartTotalsProps } from './props';

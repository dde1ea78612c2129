export { bindCartTotals } from './behaviour';
export * from './definition';
export { default as cartTotalsBehaviour } from './island';
export { type CartTotalsProps, cartTotalsProps } from './props';

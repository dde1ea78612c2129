export * from './definition';
export { quantityFormMarkup } from './fixtures';
export { type QuantityProps, quantityProps } from './props';
export { Quantity } from './quantity';

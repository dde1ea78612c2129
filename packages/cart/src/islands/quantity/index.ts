export { bindQuantity } from './behaviour';
export * from './definition';
export { quantityFormMarkup } from './fixtures';
export { default as quantityBehaviour } from './island';
export { type QuantityProps, quantityProps } from './props';

export { bindNameYourPrice } from './behaviour';
export * from './definition';
export { namePriceForm, namePriceFormMarkup } from './fixtures';
export { default as nameYourPriceBehaviour } from './island';
export { type NamePriceProps, namePriceProps } from './props';

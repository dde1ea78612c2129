export * from './definition';
export { namePriceForm, namePriceFormMarkup } from './fixtures';
export { default as nameYourPriceBehaviour } from './island';
export { bindNameYourPrice } from './name-your-price';
export { type NamePriceProps, namePriceProps } from './props';

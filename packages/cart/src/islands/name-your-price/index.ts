export * from './definition';
export { namePriceForm, namePriceFormMarkup } from './fixtures';
export { NameYourPrice } from './name-your-price';
export { type NamePriceProps, namePriceProps } from './props';

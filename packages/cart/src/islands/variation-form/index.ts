export * from './definition';
export { HOODIE_FORM_HTML } from './fixtures';
export { type VariationFormProps, variationFormProps } from './props';
export { VariationForm } from './variation-form';

export { bindVariationForm } from './behaviour';
export * from './definition';
export { HOODIE_FORM_HTML } from './fixtures';
export { default as variationFormBehaviour } from './island';
export { type VariationFormProps, variationFormProps } from './props';

// product-blocks' swatches on a variation form: a choice goes to the form's model, the form's render mirrors them.
export { bindSwatches, type SwatchOptions } from './bind-swatches';

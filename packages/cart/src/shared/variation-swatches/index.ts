// product-blocks' swatches on a variation form: they drive its selects and mirror them back.
export { bindSwatches, type SwatchBinding } from './bind-swatches';

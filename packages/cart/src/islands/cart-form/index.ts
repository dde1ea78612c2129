export { CartForm } from './cart-form';
export * from './definition';
export { type CartFormProps, cartFormProps } from './props';

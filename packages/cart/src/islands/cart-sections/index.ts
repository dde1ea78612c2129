export { CartSections } from './cart-sections';
export * from './definition';
export { type CartSectionsProps, cartSectionsProps } from './props';

export { CartSections } from './cart-sections';
export * from './definition';
export { cartCouponSectionMarkup } from './fixtures';
export { type CartSectionsProps, cartSectionsProps } from './props';

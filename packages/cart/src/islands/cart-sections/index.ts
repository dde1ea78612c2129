export { bindCartSections } from './behaviour';
export * from './definition';
export { cartCouponSectionMarkup } from './fixtures';
export { default as cartSectionsBehaviour } from './island';
export { type CartSectionsProps, cartSectionsProps } from './props';

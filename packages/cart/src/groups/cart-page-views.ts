// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { applyCoupon, type CouponOutcome, isNonceRefusal, removeCoupon } from '../cart-coupon/model';
// The reference cart page markup, for stories and tests.
export { CART_COLLATERALS_HTML, CART_FORM_HTML, UPDATE_SHIPPING_METHOD_RESPONSE } from '../cart-dom/fixtures';
export { cartPageDocument, cartPageMain, emptyCartDocument } from '../cart-dom/test-page';
export { CartForm } from '../cart-form/cart-form';
export { cartForm as cartFormIsland } from '../cart-form/definition';
export { cartFormProps } from '../cart-form/props';
export { CartSections } from '../cart-sections/cart-sections';
export { cartSections as cartSectionsIsland } from '../cart-sections/definition';
export { cartSectionsProps } from '../cart-sections/props';
export { CartTotals } from '../cart-totals/cart-totals';
export { cartTotals as cartTotalsIsland } from '../cart-totals/definition';
export { cartTotalsProps } from '../cart-totals/props';
export { notices as noticesIsland } from '../notices/definition';
export { Notices } from '../notices/notices';
export { noticesProps } from '../notices/props';
export { quantity as quantityIsland } from '../quantity/definition';
export { quantityFormMarkup } from '../quantity/fixtures';
export { quantityProps } from '../quantity/props';
export { Quantity } from '../quantity/quantity';

// Views and props schemas of this group's islands, for Storybook and tests (see ../views.ts).
export { applyCoupon, type CouponOutcome, isNonceRefusal, removeCoupon } from '../cart-coupon/model';
export { CartForm } from '../cart-form/cart-form';
export { cartFormProps } from '../cart-form/props';
export { CartTotals } from '../cart-totals/cart-totals';
export { cartTotalsProps } from '../cart-totals/props';
export { Notices } from '../notices/notices';
export { noticesProps } from '../notices/props';
export { quantityProps } from '../quantity/props';
export { Quantity } from '../quantity/quantity';

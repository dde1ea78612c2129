import { islandModule } from '@firsat/core/island';
import { CheckoutCoupon } from './checkout-coupon';
import { checkoutCouponProps } from './props';

export default islandModule({ props: checkoutCouponProps, View: CheckoutCoupon, mode: 'enhance' });

import { islandModule } from '@firsat/core/island';
import { couponNoticeMessages } from '../../shared/cart-coupon';
import { CheckoutCoupon } from './checkout-coupon';
import { checkoutCouponProps } from './props';

export default islandModule({
  props: checkoutCouponProps,
  View: CheckoutCoupon,
  mode: 'enhance',
  messages: couponNoticeMessages,
});

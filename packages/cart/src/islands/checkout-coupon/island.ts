import { behaviourModule } from '@firsat/core/island';
import { couponNoticeMessages } from '../../shared/cart-coupon';
import { bindCheckoutCoupon } from './behaviour';
import { checkoutCouponProps } from './props';

// No texts of its own: the coupon notices' come with it.
export default behaviourModule({
  props: checkoutCouponProps,
  bind: bindCheckoutCoupon,
  messages: couponNoticeMessages,
});

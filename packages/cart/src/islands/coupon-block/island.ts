import { behaviourModule } from '@firsat/core/island';
import { couponNoticeMessages } from '../../shared/cart-coupon';
import { bindCouponBlock } from './behaviour';
import { couponBlockProps } from './props';

// No texts of its own: the coupon notices' come with it.
export default behaviourModule({
  props: couponBlockProps,
  bind: bindCouponBlock,
  messages: couponNoticeMessages,
});

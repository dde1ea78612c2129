import { behaviourModule } from '@firsat/core/island';
import { couponNoticeMessages } from '../../shared/cart-coupon';
import { bindCartForm } from './behaviour';
import { cartFormProps } from './props';

// No texts of its own: the coupon notices' come with it; the failed update's is core's (cartActionFailed).
export default behaviourModule({ props: cartFormProps, bind: bindCartForm, messages: couponNoticeMessages });

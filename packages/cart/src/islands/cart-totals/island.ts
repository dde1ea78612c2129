import { allMessages, behaviourModule } from '@firsat/core/island';
import { couponNoticeMessages } from '../../shared/cart-coupon';
import { cartPageMessages } from '../../shared/cart-dom';
import { bindCartTotals } from './behaviour';
import { messages } from './messages';
import { cartTotalsProps } from './props';

export default behaviourModule({
  props: cartTotalsProps,
  bind: bindCartTotals,
  messages: allMessages(messages, cartPageMessages, couponNoticeMessages),
});

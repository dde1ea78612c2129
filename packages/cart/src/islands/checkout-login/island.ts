import { allMessages, behaviourModule } from '@firsat/core/island';
import { cartPageMessages } from '../../shared/cart-dom';
import { bindCheckoutLogin } from './behaviour';
import { messages } from './messages';
import { checkoutLoginProps } from './props';

export default behaviourModule({
  props: checkoutLoginProps,
  bind: bindCheckoutLogin,
  messages: allMessages(messages, cartPageMessages),
});

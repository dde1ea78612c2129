import { allMessages, behaviourModule } from '@firsat/core/island';
import { cartSessionMessages } from '../../shared/cart-session';
import { variationMessages } from '../../shared/variation';
import { bindAddToCart } from './behaviour';
import { messages } from './messages';
import { addToCartProps } from './props';

export default behaviourModule({
  props: addToCartProps,
  bind: bindAddToCart,
  messages: allMessages(messages, cartSessionMessages, variationMessages),
});

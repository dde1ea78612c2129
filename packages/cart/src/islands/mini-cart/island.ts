import { behaviourModule } from '@firsat/core/island';
import { cartSessionMessages } from '../../shared/cart-session';
import { bindMiniCart } from './behaviour';
import { miniCartProps } from './props';

// Its only texts are the cart session's announcements.
export default behaviourModule({ props: miniCartProps, bind: bindMiniCart, messages: cartSessionMessages });

import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { stickyCartProps } from './props';
import { bindStickyCart } from './sticky-cart';

export default behaviourModule({ props: stickyCartProps, bind: bindStickyCart, messages });

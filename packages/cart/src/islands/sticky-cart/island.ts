import { behaviourModule } from '@firsat/core/island';
import { bindStickyCart } from './behaviour';
import { messages } from './messages';
import { stickyCartProps } from './props';

export default behaviourModule({ props: stickyCartProps, bind: bindStickyCart, messages });

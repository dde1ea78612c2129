import { behaviourModule } from '@firsat/core/island';
import { bindCheckoutForm } from './behaviour';
import { messages } from './messages';
import { checkoutFormProps } from './props';

export default behaviourModule({ props: checkoutFormProps, messages, bind: bindCheckoutForm });

import { behaviourModule } from '@firsat/core/island';
import { bindNameYourPrice } from './behaviour';
import { messages } from './messages';
import { namePriceProps } from './props';

export default behaviourModule({ props: namePriceProps, bind: bindNameYourPrice, messages });

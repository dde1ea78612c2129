import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { bindNameYourPrice } from './name-your-price';
import { namePriceProps } from './props';

export default behaviourModule({ props: namePriceProps, bind: bindNameYourPrice, messages });

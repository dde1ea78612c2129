import { behaviourModule } from '@firsat/core/island';
import { bindCurrencySwitcher } from './behaviour';
import { messages } from './messages';
import { currencySwitcherProps } from './props';

export default behaviourModule({ props: currencySwitcherProps, bind: bindCurrencySwitcher, messages });

import { behaviourModule } from '@firsat/core/island';
import { bindDealCountdown } from './behaviour';
import { messages } from './messages';
import { dealCountdownProps } from './props';

export default behaviourModule({ props: dealCountdownProps, bind: bindDealCountdown, messages });

import { behaviourModule } from '@firsat/core/island';
import { bindCompare } from './behaviour';
import { messages } from './messages';
import { compareProps } from './props';

export default behaviourModule({ props: compareProps, bind: bindCompare, messages });

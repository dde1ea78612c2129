import { behaviourModule } from '@firsat/core/island';
import { bindPushBell } from './behaviour';
import { messages } from './messages';
import { pushBellProps } from './props';

export default behaviourModule({ props: pushBellProps, bind: bindPushBell, messages });

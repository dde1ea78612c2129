import { behaviourModule } from '@firsat/core/island';
import { bindPostShareButtons } from './behaviour';
import { messages } from './messages';
import { postShareButtonsProps } from './props';

export default behaviourModule({ props: postShareButtonsProps, bind: bindPostShareButtons, messages });

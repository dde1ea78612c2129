import { behaviourModule } from '@firsat/core/island';
import { bindShareButtons } from './behaviour';
import { messages } from './messages';
import { shareButtonsProps } from './props';

export default behaviourModule({ props: shareButtonsProps, bind: bindShareButtons, messages });

import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { shareButtonsProps } from './props';
import { bindShareButtons } from './share-buttons';

export default behaviourModule({ props: shareButtonsProps, bind: bindShareButtons, messages });

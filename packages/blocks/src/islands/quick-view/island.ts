import { behaviourModule } from '@firsat/core/island';
import { bindQuickView } from './behaviour';
import { messages } from './messages';
import { quickViewProps } from './props';

export default behaviourModule({ props: quickViewProps, bind: bindQuickView, messages });

import { behaviourModule } from '@firsat/core/island';
import { bindBackToTop } from './behaviour';
import { messages } from './messages';
import { backToTopProps } from './props';

export default behaviourModule({ props: backToTopProps, bind: bindBackToTop, messages });

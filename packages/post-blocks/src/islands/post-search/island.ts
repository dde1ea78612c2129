import { behaviourModule } from '@firsat/core/island';
import { bindPostSearch } from './behaviour';
import { messages } from './messages';
import { postSearchProps } from './props';

export default behaviourModule({ props: postSearchProps, bind: bindPostSearch, messages });

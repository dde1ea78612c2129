import { behaviourModule } from '@firsat/core/island';
import { bindProductSearch } from './behaviour';
import { messages } from './messages';
import { productSearchProps } from './props';

export default behaviourModule({ props: productSearchProps, bind: bindProductSearch, messages });

import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { bindProductSearch } from './product-search';
import { productSearchProps } from './props';

export default behaviourModule({ props: productSearchProps, bind: bindProductSearch, messages });

import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { bindProductFilter } from './product-filter';
import { productFilterProps } from './props';

export default behaviourModule({ props: productFilterProps, bind: bindProductFilter, messages });

import { behaviourModule } from '@firsat/core/island';
import { bindProductFilter } from './behaviour';
import { messages } from './messages';
import { productFilterProps } from './props';

export default behaviourModule({ props: productFilterProps, bind: bindProductFilter, messages });

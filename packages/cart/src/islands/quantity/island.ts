import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { quantityProps } from './props';
import { bindQuantity } from './quantity';

export default behaviourModule({ props: quantityProps, bind: bindQuantity, messages });

import { behaviourModule } from '@firsat/core/island';
import { bindQuantity } from './behaviour';
import { messages } from './messages';
import { quantityProps } from './props';

export default behaviourModule({ props: quantityProps, bind: bindQuantity, messages });

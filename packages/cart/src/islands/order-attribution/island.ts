import { behaviourModule } from '@firsat/core/island';
import { bindOrderAttribution } from './order-attribution';
import { orderAttributionProps } from './props';

export default behaviourModule({ props: orderAttributionProps, bind: bindOrderAttribution });

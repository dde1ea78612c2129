import { behaviourModule } from '@firsat/core/island';
import { bindOrderAttribution } from './behaviour';
import { orderAttributionProps } from './props';

export default behaviourModule({ props: orderAttributionProps, bind: bindOrderAttribution });

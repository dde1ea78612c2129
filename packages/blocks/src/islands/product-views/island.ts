import { behaviourModule } from '@firsat/core/island';
import { bindProductViews } from './behaviour';
import { productViewsProps } from './props';

export default behaviourModule({ props: productViewsProps, bind: bindProductViews });

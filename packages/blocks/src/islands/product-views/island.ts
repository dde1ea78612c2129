import { behaviourModule } from '@firsat/core/island';
import { bindProductViews } from './product-views';
import { productViewsProps } from './props';

export default behaviourModule({ props: productViewsProps, bind: bindProductViews });

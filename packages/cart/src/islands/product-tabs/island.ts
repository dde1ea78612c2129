import { behaviourModule } from '@firsat/core/island';
import { bindProductTabs } from './behaviour';
import { productTabsProps } from './props';

export default behaviourModule({ props: productTabsProps, bind: bindProductTabs });

import { behaviourModule } from '@firsat/core/island';
import { blockRequestMessages } from '../../shared/block-requests';
import { bindProductFilterTabs } from './behaviour';
import { productFilterTabsProps } from './props';

export default behaviourModule({
  props: productFilterTabsProps,
  bind: bindProductFilterTabs,
  messages: blockRequestMessages,
});

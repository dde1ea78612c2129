import { behaviourModule } from '@firsat/core/island';
import { blockRequestMessages } from '../../shared/block-requests';
import { bindProductLoadMore } from './behaviour';
import { productLoadMoreProps } from './props';

export default behaviourModule({
  props: productLoadMoreProps,
  bind: bindProductLoadMore,
  messages: blockRequestMessages,
});

import { behaviourModule } from '@firsat/core/island';
import { blockRequestMessages } from '../../shared/block-requests';
import { bindProductLoadMore } from './product-load-more';
import { productLoadMoreProps } from './props';

export default behaviourModule({
  props: productLoadMoreProps,
  bind: bindProductLoadMore,
  messages: blockRequestMessages,
});

import { behaviourModule } from '@firsat/core/island';
import { blockRequestMessages } from '../../shared/block-requests';
import { bindProductPagination } from './behaviour';
import { productPaginationProps } from './props';

export default behaviourModule({
  props: productPaginationProps,
  bind: bindProductPagination,
  messages: blockRequestMessages,
});

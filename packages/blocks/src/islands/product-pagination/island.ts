import { behaviourModule } from '@firsat/core/island';
import { blockRequestMessages } from '../../shared/block-requests';
import { bindProductPagination } from './product-pagination';
import { productPaginationProps } from './props';

export default behaviourModule({
  props: productPaginationProps,
  bind: bindProductPagination,
  messages: blockRequestMessages,
});

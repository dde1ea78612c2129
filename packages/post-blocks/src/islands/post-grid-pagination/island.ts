import { behaviourModule } from '@firsat/core/island';
import { postListingMessages } from '../../shared/listing';
import { bindPostGridPagination } from './behaviour';
import { postGridPaginationProps } from './props';

export default behaviourModule({
  props: postGridPaginationProps,
  bind: bindPostGridPagination,
  messages: postListingMessages,
});

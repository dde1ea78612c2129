import { behaviourModule } from '@firsat/core/island';
import { postListingMessages } from '../../shared/listing';
import { bindPostGridLoadMore } from './behaviour';
import { postGridLoadMoreProps } from './props';

export default behaviourModule({
  props: postGridLoadMoreProps,
  bind: bindPostGridLoadMore,
  messages: postListingMessages,
});

import { behaviourModule } from '@firsat/core/island';
import { postListingMessages } from '../../shared/listing';
import { bindPostAdvancedFilter } from './behaviour';
import { postAdvancedFilterProps } from './props';

export default behaviourModule({
  props: postAdvancedFilterProps,
  bind: bindPostAdvancedFilter,
  messages: postListingMessages,
});

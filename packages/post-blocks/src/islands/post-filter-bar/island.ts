import { behaviourModule } from '@firsat/core/island';
import { postListingMessages } from '../../shared/listing';
import { bindPostFilterBar } from './behaviour';
import { postFilterBarProps } from './props';

export default behaviourModule({
  props: postFilterBarProps,
  bind: bindPostFilterBar,
  messages: postListingMessages,
});

import { behaviourModule } from '@firsat/core/island';
import { postListingMessages } from '../../shared/listing';
import { bindPostGridNextPrev } from './behaviour';
import { postGridNextPrevProps } from './props';

export default behaviourModule({
  props: postGridNextPrevProps,
  bind: bindPostGridNextPrev,
  messages: postListingMessages,
});

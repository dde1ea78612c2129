import { behaviourModule } from '@firsat/core/island';
import { bindStickyVideo } from './behaviour';
import { messages } from './messages';
import { stickyVideoProps } from './props';

export default behaviourModule({ props: stickyVideoProps, bind: bindStickyVideo, messages });

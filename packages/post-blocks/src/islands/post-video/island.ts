import { behaviourModule } from '@firsat/core/island';
import { bindPostVideo } from './behaviour';
import { messages } from './messages';
import { postVideoProps } from './props';

export default behaviourModule({ props: postVideoProps, bind: bindPostVideo, messages });

import { behaviourModule } from '@firsat/core/island';
import { bindShopVideo } from './behaviour';
import { messages } from './messages';
import { shopVideoProps } from './props';

export default behaviourModule({ props: shopVideoProps, bind: bindShopVideo, messages });

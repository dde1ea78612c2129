import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { shopVideoProps } from './props';
import { bindShopVideo } from './shop-video';

export default behaviourModule({ props: shopVideoProps, bind: bindShopVideo, messages });

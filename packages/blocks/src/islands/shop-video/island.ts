import { islandModule } from '@firsat/core/island';
import { shopVideoProps } from './props';
import { ShopVideo } from './shop-video';

export default islandModule({ props: shopVideoProps, View: ShopVideo, mode: 'enhance' });

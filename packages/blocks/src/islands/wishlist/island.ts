import { behaviourModule } from '@firsat/core/island';
import { bindWishlist } from './behaviour';
import { messages } from './messages';
import { wishlistProps } from './props';

export default behaviourModule({ props: wishlistProps, bind: bindWishlist, messages });

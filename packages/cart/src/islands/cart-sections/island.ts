import { behaviourModule } from '@firsat/core/island';
import { bindCartSections } from './behaviour';
import { cartSectionsProps } from './props';

export default behaviourModule({ props: cartSectionsProps, bind: bindCartSections });

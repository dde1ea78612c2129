import { behaviourModule } from '@firsat/core/island';
import { bindHeaderSearch } from './behaviour';
import { headerSearchProps } from './props';

export default behaviourModule({ props: headerSearchProps, bind: bindHeaderSearch });

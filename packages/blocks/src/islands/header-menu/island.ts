import { behaviourModule } from '@firsat/core/island';
import { bindHeaderMenu } from './behaviour';
import { headerMenuProps } from './props';

export default behaviourModule({ props: headerMenuProps, bind: bindHeaderMenu });

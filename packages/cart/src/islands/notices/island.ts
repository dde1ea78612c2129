import { behaviourModule } from '@firsat/core/island';
import { bindNotices } from './behaviour';
import { noticesProps } from './props';

export default behaviourModule({ props: noticesProps, bind: bindNotices });

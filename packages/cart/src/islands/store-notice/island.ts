import { behaviourModule } from '@firsat/core/island';
import { bindStoreNotice } from './behaviour';
import { storeNoticeProps } from './props';

export default behaviourModule({ props: storeNoticeProps, bind: bindStoreNotice });

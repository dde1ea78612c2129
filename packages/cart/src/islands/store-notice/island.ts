import { behaviourModule } from '@firsat/core/island';
import { storeNoticeProps } from './props';
import { bindStoreNotice } from './store-notice';

export default behaviourModule({ props: storeNoticeProps, bind: bindStoreNotice });

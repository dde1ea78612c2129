import { islandModule } from '@firsat/core/island';
import { storeNoticeProps } from './props';
import { StoreNotice } from './store-notice';

export default islandModule({ props: storeNoticeProps, View: StoreNotice, mode: 'enhance' });

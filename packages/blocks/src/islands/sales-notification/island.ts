import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { salesNotificationProps } from './props';
import { bindSalesNotification } from './sales-notification';

export default behaviourModule({ props: salesNotificationProps, bind: bindSalesNotification, messages });

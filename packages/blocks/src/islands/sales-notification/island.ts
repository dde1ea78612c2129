import { behaviourModule } from '@firsat/core/island';
import { bindSalesNotification } from './behaviour';
import { messages } from './messages';
import { salesNotificationProps } from './props';

export default behaviourModule({ props: salesNotificationProps, bind: bindSalesNotification, messages });

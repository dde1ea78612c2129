import { behaviourModule } from '@firsat/core/island';
import { bindCartReservation } from './behaviour';
import { messages } from './messages';
import { cartReservationProps } from './props';

export default behaviourModule({
  props: cartReservationProps,
  bind: (el, context) => bindCartReservation(el, context),
  messages,
});

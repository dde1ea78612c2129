import { islandModule } from '@firsat/core/island';
import { CartReservation } from './cart-reservation';
import { cartReservationProps } from './props';

export default islandModule({ props: cartReservationProps, View: CartReservation, mode: 'enhance' });

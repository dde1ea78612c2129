import { islandModule } from '@firsat/core/island';
import { CartTotals } from './cart-totals';
import { cartTotalsProps } from './props';

export default islandModule({ props: cartTotalsProps, View: CartTotals, mode: 'enhance' });

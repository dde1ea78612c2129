import { islandModule } from '@firsat/core/island';
import { MiniCart } from './mini-cart';
import { miniCartProps } from './props';

export default islandModule({ props: miniCartProps, View: MiniCart, mode: 'enhance' });

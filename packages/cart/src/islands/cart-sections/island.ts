import { islandModule } from '@firsat/core/island';
import { CartSections } from './cart-sections';
import { cartSectionsProps } from './props';

export default islandModule({ props: cartSectionsProps, View: CartSections, mode: 'enhance' });

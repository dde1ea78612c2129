import { islandModule } from '@firsat/core/island';
import { CartForm } from './cart-form';
import { cartFormProps } from './props';

export default islandModule({ props: cartFormProps, View: CartForm, mode: 'enhance' });

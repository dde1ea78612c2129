import { islandModule } from '@firsat/core/island';
import { AddToCartButton } from './add-to-cart-button';
import { addToCartProps } from './props';

export default islandModule({ props: addToCartProps, View: AddToCartButton, mode: 'enhance' });

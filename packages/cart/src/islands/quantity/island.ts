import { islandModule } from '@firsat/core/island';
import { quantityProps } from './props';
import { Quantity } from './quantity';

export default islandModule({ props: quantityProps, View: Quantity, mode: 'enhance' });

import { islandModule } from '@firsat/core/island';
import { OrderAttribution } from './order-attribution';
import { orderAttributionProps } from './props';

export default islandModule({ props: orderAttributionProps, View: OrderAttribution, mode: 'enhance' });

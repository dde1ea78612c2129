import { islandModule } from '@firsat/core/island';
import { stickyCartProps } from './props';
import { StickyCart } from './sticky-cart';

export default islandModule({ props: stickyCartProps, View: StickyCart, mode: 'enhance' });

import { islandModule } from '@firsat/core/island';
import { ProductTabs } from './product-tabs';
import { productTabsProps } from './props';

export default islandModule({ props: productTabsProps, View: ProductTabs, mode: 'enhance' });

import { islandModule } from '@firsat/core/island';
import { ProductViews } from './product-views';
import { productViewsProps } from './props';

export default islandModule({ props: productViewsProps, View: ProductViews, mode: 'enhance' });

import { islandModule } from '@firsat/core/island';
import { messages } from './messages';
import { ProductSearch } from './product-search';
import { productSearchProps } from './props';

// `enhance`: the printed form stays (input, category list, icon); the view adds the popup.
export default islandModule({ props: productSearchProps, View: ProductSearch, mode: 'enhance', messages });

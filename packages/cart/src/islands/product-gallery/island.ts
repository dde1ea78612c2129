import { islandModule } from '@firsat/core/island';
import { ProductGallery } from './product-gallery';
import { productGalleryProps } from './props';

export default islandModule({ props: productGalleryProps, View: ProductGallery });

import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { bindProductGallery } from './product-gallery';
import { productGalleryProps } from './props';

export default behaviourModule({ props: productGalleryProps, bind: bindProductGallery, messages });

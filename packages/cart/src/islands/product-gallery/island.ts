import { behaviourModule } from '@firsat/core/island';
import { bindProductGallery } from './behaviour';
import { messages } from './messages';
import { productGalleryProps } from './props';

export default behaviourModule({ props: productGalleryProps, bind: bindProductGallery, messages });

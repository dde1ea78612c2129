import { behaviourModule } from '@firsat/core/island';
import { messages } from './messages';
import { bindProductSlider } from './product-slider';
import { productSliderProps } from './props';

export default behaviourModule({ props: productSliderProps, bind: bindProductSlider, messages });

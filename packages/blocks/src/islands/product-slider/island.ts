import { behaviourModule } from '@firsat/core/island';
import { bindProductSlider } from './behaviour';
import { messages } from './messages';
import { productSliderProps } from './props';

export default behaviourModule({ props: productSliderProps, bind: bindProductSlider, messages });

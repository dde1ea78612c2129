import { behaviourModule } from '@firsat/core/island';
import { bindPostSlider } from './behaviour';
import { messages } from './messages';
import { postSliderProps } from './props';

export default behaviourModule({ props: postSliderProps, bind: bindPostSlider, messages });

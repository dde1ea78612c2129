import { behaviourModule } from '@firsat/core/island';
import { bindNewsTicker } from './behaviour';
import { messages } from './messages';
import { newsTickerProps } from './props';

export default behaviourModule({ props: newsTickerProps, bind: bindNewsTicker, messages });

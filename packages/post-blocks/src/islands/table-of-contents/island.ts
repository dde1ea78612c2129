import { behaviourModule } from '@firsat/core/island';
import { bindTableOfContents } from './behaviour';
import { messages } from './messages';
import { tableOfContentsProps } from './props';

export default behaviourModule({ props: tableOfContentsProps, bind: bindTableOfContents, messages });

import { behaviourModule } from '@firsat/core/island';
import { bindPostPaginationBlock } from './behaviour';
import { postPaginationBlockProps } from './props';

export default behaviourModule({ props: postPaginationBlockProps, bind: bindPostPaginationBlock });

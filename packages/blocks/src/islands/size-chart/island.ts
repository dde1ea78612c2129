import { behaviourModule } from '@firsat/core/island';
import { bindSizeChart } from './behaviour';
import { sizeChartProps } from './props';

export default behaviourModule({ props: sizeChartProps, bind: bindSizeChart });

import { behaviourModule } from '@firsat/core/island';
import { sizeChartProps } from './props';
import { bindSizeChart } from './size-chart';

export default behaviourModule({ props: sizeChartProps, bind: bindSizeChart });

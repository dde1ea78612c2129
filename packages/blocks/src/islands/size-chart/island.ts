import { islandModule } from '@firsat/core/island';
import { sizeChartProps } from './props';
import { SizeChart } from './size-chart';

export default islandModule({ props: sizeChartProps, View: SizeChart });

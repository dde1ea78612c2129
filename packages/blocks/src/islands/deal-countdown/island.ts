import { islandModule } from '@firsat/core/island';
import { DealCountdown } from './deal-countdown';
import { dealCountdownProps } from './props';

export default islandModule({ props: dealCountdownProps, View: DealCountdown });

import { behaviourModule } from '@firsat/core/island';
import { bindStarRating } from './behaviour';
import { starRatingProps } from './props';

export default behaviourModule({ props: starRatingProps, bind: bindStarRating });

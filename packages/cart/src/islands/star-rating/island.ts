import { islandModule } from '@firsat/core/island';
import { starRatingProps } from './props';
import { StarRating } from './view';

export default islandModule({ props: starRatingProps, View: StarRating, mode: 'enhance' });

import { behaviourModule } from '@firsat/core/island';
import { bindCheckoutReview } from './behaviour';
import { checkoutReviewProps } from './props';

export default behaviourModule({ props: checkoutReviewProps, bind: bindCheckoutReview });

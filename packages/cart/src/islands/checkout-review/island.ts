import { behaviourModule } from '@firsat/core/island';
import { bindCheckoutReview } from './checkout-review';
import { checkoutReviewProps } from './props';

export default behaviourModule({ props: checkoutReviewProps, bind: bindCheckoutReview });

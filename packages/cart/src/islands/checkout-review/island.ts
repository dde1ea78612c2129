import { islandModule } from '@firsat/core/island';
import { CheckoutReview } from './checkout-review';
import { checkoutReviewProps } from './props';

export default islandModule({ props: checkoutReviewProps, View: CheckoutReview, mode: 'enhance' });

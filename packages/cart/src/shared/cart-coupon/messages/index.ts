import { allMessages, defineMessages } from '@firsat/core/island';
import { cartPageMessages } from '../../cart-dom';

/** The coupon requests' own texts. */
export const couponMessages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});

/** Everything a coupon notice may say (its own texts and the expired session's): what its users load. */
export const couponNoticeMessages = allMessages(couponMessages, cartPageMessages);

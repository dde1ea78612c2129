import type { IslandDefinition } from '@firsat/core';
import { checkoutCoupon } from '../checkout-coupon/definition';
import { checkoutLogin } from '../checkout-login/definition';
import { checkoutReview } from '../checkout-review/definition';
import { comingSoonBanner } from '../coming-soon-banner/definition';
import { orderAttribution } from '../order-attribution/definition';
import { storeNotice } from '../store-notice/definition';

/** The island definitions of this group (see ../index.ts): checkout, attribution, site notices. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const islands: IslandDefinition<any>[] = [
  orderAttribution,
  checkoutLogin,
  checkoutCoupon,
  checkoutReview,
  storeNotice,
  comingSoonBanner,
];

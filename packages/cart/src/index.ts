// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * @firsat/cart — Cart and single-product islands: add to cart, variations, quantity, mini cart,
 * cart page, checkout login, order attribution, notices, gallery, tabs, reviews. These are the
 * island definitions (a selector, a strategy and a lazy `load`: a few bytes each); an island's code
 * loads only when its element is on the page. Views and props schemas are in `@firsat/cart/views`,
 * fixtures and test helpers in `@firsat/cart/testing`.
 *
 * Each `islands/<name>/index.ts` passes its definition on with `export * from './definition'`: the
 * bundler (rolldown) then binds these imports straight to definition.ts and leaves the index out of
 * the loader. A named re-export there would make the loader import every view's chunk (the floor
 * plan fails on anything more in it).
 */
import type { IslandDefinition } from '@firsat/core';
import { addToCartIsland } from './islands/add-to-cart';
import { cartFormIsland } from './islands/cart-form';
import { cartReservationIsland } from './islands/cart-reservation';
import { cartSectionsIsland } from './islands/cart-sections';
import { cartTotalsIsland } from './islands/cart-totals';
import { catalogOrderingIsland } from './islands/catalog-ordering';
import { checkoutCouponIsland } from './islands/checkout-coupon';
import { checkoutFormIsland } from './islands/checkout-form';
import { checkoutLoginIsland } from './islands/checkout-login';
import { checkoutReviewIsland } from './islands/checkout-review';
import { comingSoonBannerIsland } from './islands/coming-soon-banner';
import { couponBlockIsland } from './islands/coupon-block';
import { miniCartIsland } from './islands/mini-cart';
import { nameYourPriceIsland } from './islands/name-your-price';
import { noticesIsland } from './islands/notices';
import { orderAttributionIsland } from './islands/order-attribution';
import { productGalleryIsland } from './islands/product-gallery';
import { productTabsIsland } from './islands/product-tabs';
import { quantityIsland } from './islands/quantity';
import { starRatingIsland } from './islands/star-rating';
import { stickyCartIsland } from './islands/sticky-cart';
import { storeNoticeIsland } from './islands/store-notice';
import { variationFormIsland } from './islands/variation-form';

export {
  addToCartIsland,
  cartFormIsland,
  cartReservationIsland,
  cartSectionsIsland,
  cartTotalsIsland,
  catalogOrderingIsland,
  checkoutCouponIsland,
  checkoutFormIsland,
  checkoutLoginIsland,
  checkoutReviewIsland,
  comingSoonBannerIsland,
  couponBlockIsland,
  miniCartIsland,
  nameYourPriceIsland,
  noticesIsland,
  orderAttributionIsland,
  productGalleryIsland,
  productTabsIsland,
  quantityIsland,
  starRatingIsland,
  stickyCartIsland,
  storeNoticeIsland,
  variationFormIsland,
};

/** Every island of this package, for `register(...cartIslands)`. */
// biome-ignore lint/suspicious/noExplicitAny: islands of every prop shape
export const cartIslands: IslandDefinition<any>[] = [
  addToCartIsland,
  cartFormIsland,
  cartReservationIsland,
  cartSectionsIsland,
  cartTotalsIsland,
  catalogOrderingIsland,
  checkoutCouponIsland,
  checkoutFormIsland,
  checkoutLoginIsland,
  checkoutReviewIsland,
  comingSoonBannerIsland,
  couponBlockIsland,
  miniCartIsland,
  nameYourPriceIsland,
  noticesIsland,
  orderAttributionIsland,
  productGalleryIsland,
  productTabsIsland,
  quantityIsland,
  starRatingIsland,
  stickyCartIsland,
  storeNoticeIsland,
  variationFormIsland,
];

// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * @firsat/cart/testing — for tests and stories only: the plugin markup each island enhances (each
 * island's `fixtures.ts`) and the package's shared test helpers.
 */
export * from './islands/cart-reservation/fixtures';
export * from './islands/cart-sections/fixtures';
export * from './islands/catalog-ordering/fixtures';
export * from './islands/checkout-form/fixtures';
export * from './islands/checkout-login/fixtures';
export * from './islands/coming-soon-banner/fixtures';
export * from './islands/coupon-block/fixtures';
export * from './islands/name-your-price/fixtures';
export * from './islands/order-attribution/fixtures';
export * from './islands/product-gallery/fixtures';
export * from './islands/product-tabs/fixtures';
export * from './islands/quantity/fixtures';
export * from './islands/star-rating/fixtures';
export * from './islands/sticky-cart/fixtures';
export * from './islands/store-notice/fixtures';
export * from './islands/variation-form/fixtures';
export { browser, endCartSession, stopCartSession } from './shared/cart-session';
export * from './shared/testing';

// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * @firsat/blocks/testing — for tests and stories only: the plugin markup each island enhances (each
 * island's `fixtures.ts`) and the package's shared test helpers.
 */
export * from './islands/compare/fixtures';
export * from './islands/currency-switcher/fixtures';
export * from './islands/header-menu/fixtures';
export * from './islands/header-search/fixtures';
export * from './islands/product-filter/fixtures';
export * from './islands/product-filter-tabs/fixtures';
export * from './islands/product-load-more/fixtures';
export * from './islands/product-pagination/fixtures';
export * from './islands/product-search/fixtures';
export * from './islands/product-slider/fixtures';
export * from './islands/product-views/fixtures';
export * from './islands/push-bell/fixtures';
export * from './islands/quick-view/fixtures';
export * from './islands/sales-notification/fixtures';
export * from './islands/share-buttons/fixtures';
export * from './islands/shop-video/fixtures';
export * from './islands/size-chart/fixtures';
export * from './islands/wishlist/fixtures';
export {
  listingBlockMarkup,
  listingItems,
  listingMainMarkup,
  NONCE_STORAGE_KEY,
} from './shared/block-requests';

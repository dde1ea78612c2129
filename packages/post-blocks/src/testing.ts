// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * @firsat/post-blocks/testing — for tests and stories only: the plugin markup each island enhances
 * (each island's `fixtures.ts`) and the package's shared test helpers.
 */
export * from './islands/back-to-top/fixtures';
export * from './islands/dark-mode-toggle/fixtures';
export * from './islands/news-ticker/fixtures';
export * from './islands/post-advanced-filter/fixtures';
export * from './islands/post-filter-bar/fixtures';
export * from './islands/post-grid-load-more/fixtures';
export * from './islands/post-grid-next-prev/fixtures';
export * from './islands/post-grid-pagination/fixtures';
export * from './islands/post-pagination-block/fixtures';
export * from './islands/post-search/fixtures';
export * from './islands/post-share-buttons/fixtures';
export * from './islands/post-slider/fixtures';
export * from './islands/post-video/fixtures';
export * from './islands/sticky-video/fixtures';
export * from './islands/table-of-contents/fixtures';
export {
  filteredReply,
  paginationMarkup,
  postGridMarkup,
  postItems,
  ULTP_NONCE_KEY,
  UNIQUE_IDS_KEY,
  uniqueSpanMarkup,
} from './shared/listing';

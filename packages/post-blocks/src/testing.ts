// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * @firsat/post-blocks/testing — for tests and stories only: the plugin markup each island enhances
 * (each island's `fixtures.ts`) and the package's shared test helpers.
 */
export * from './islands/back-to-top/fixtures';
export * from './islands/news-ticker/fixtures';
export * from './islands/post-slider/fixtures';
export * from './islands/table-of-contents/fixtures';

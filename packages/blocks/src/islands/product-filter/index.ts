export { bindProductFilter } from './behaviour';
// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.
export * from './definition';
export {
  FIXTURE_CATEGORIES,
  FIXTURE_MORE_CATEGORIES,
  FIXTURE_PRICE_MAX,
  filterBlockMarkup,
  filterModalMarkup,
  filterPageMarkup,
  termItemsMarkup,
} from './fixtures';
export { default as productFilterBehaviour } from './island';
export { type ProductFilterProps, productFilterProps } from './props';

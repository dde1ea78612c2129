// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.
export * from './definition';
export { FILTER_TABS, filterTabsBlockMarkup } from './fixtures';
export { default as productFilterTabsBehaviour } from './island';
export { bindProductFilterTabs } from './product-filter-tabs';
export { type ProductFilterTabsProps, productFilterTabsProps } from './props';

// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.

export { bindProductFilterTabs } from './behaviour';
export * from './definition';
export { FILTER_TABS, filterTabsBlockMarkup } from './fixtures';
export { default as productFilterTabsBehaviour } from './island';
export { type ProductFilterTabsProps, productFilterTabsProps } from './props';

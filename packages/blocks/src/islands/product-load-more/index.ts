// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.

export { bindProductLoadMore } from './behaviour';
export * from './definition';
export { loadMoreBlockMarkup } from './fixtures';
export { default as productLoadMoreBehaviour } from './island';
export { type ProductLoadMoreProps, productLoadMoreProps } from './props';

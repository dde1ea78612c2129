// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.
export * from './definition';
export { loadMoreBlockMarkup } from './fixtures';
export { default as productLoadMoreBehaviour } from './island';
export { bindProductLoadMore } from './product-load-more';
export { type ProductLoadMoreProps, productLoadMoreProps } from './props';

// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.

export { bindProductPagination } from './behaviour';
export * from './definition';
export { paginationBlockMarkup } from './fixtures';
export { default as productPaginationBehaviour } from './island';
export { type ProductPaginationProps, productPaginationProps } from './props';

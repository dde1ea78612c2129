// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.
export * from './definition';
export { paginationBlockMarkup } from './fixtures';
export { default as productPaginationBehaviour } from './island';
export { bindProductPagination } from './product-pagination';
export { type ProductPaginationProps, productPaginationProps } from './props';

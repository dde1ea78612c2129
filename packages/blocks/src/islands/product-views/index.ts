// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the view below into the loader.
export * from './definition';
export { resetViewPings } from './model';
export { ProductViews } from './product-views';
export { type ProductViewsProps, productViewsProps } from './props';

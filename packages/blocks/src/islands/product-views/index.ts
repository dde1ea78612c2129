// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the chunk below into the loader.
export * from './definition';
export { default as productViewsBehaviour } from './island';
export { resetViewPings } from './model';
export { type ProductViewsProps, productViewsProps } from './props';

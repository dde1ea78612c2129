// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the chunk below into the loader.
export * from './definition';
export { searchBlockMarkup, searchReplyHtml } from './fixtures';
export { default as productSearchBehaviour } from './island';
export { navigation } from './navigation';
export { type ProductSearchProps, productSearchProps } from './props';

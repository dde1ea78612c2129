// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the chunk below into the loader.
export * from './definition';
export { embedMarkup, videoMarkup } from './fixtures';
export { default as shopVideoBehaviour } from './island';
export { type ShopVideoProps, shopVideoProps } from './props';

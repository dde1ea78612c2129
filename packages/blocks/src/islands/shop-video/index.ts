// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the view below into the loader.
export * from './definition';
export { embedMarkup, videoMarkup } from './fixtures';
export { type ShopVideoProps, shopVideoProps } from './props';
export { ShopVideo } from './shop-video';

// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the chunk below into the loader.
export * from './definition';
export { shareAddonMarkup, shareBlockMarkup } from './fixtures';
export { default as shareButtonsBehaviour } from './island';
export { resetShareCounts } from './model';
export { type ShareButtonsProps, shareButtonsProps } from './props';

// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the view below into the loader.

export { DealCountdown } from './deal-countdown';
export * from './definition';
export { type DealCountdownProps, dealCountdownProps } from './props';

// The page's one live region on its own entry: islands that only need to say something (added
// to cart, a price warning) import this instead of `@firsat/core/ui`, so they don't download the
// floating-ui primitives with it (6 KB gzipped).
export * from './ui/live-region/index';

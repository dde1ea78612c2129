// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the chunk below into the loader.
export * from './definition';
export { sizeChartMarkup } from './fixtures';
export { default as sizeChartBehaviour } from './island';
export { type SizeChartMarkup, type SizeChartProps, sizeChartProps } from './props';

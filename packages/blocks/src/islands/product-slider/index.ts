// The definition by `export *`: the package entry (the loader) takes it from here, and esbuild
// then skips this file; a named re-export would pull the behaviour below into the loader.

export { bindProductSlider } from './behaviour';
export * from './definition';
export { BROKEN_IMAGE, picture, type SliderBlockOptions, sliderBlockMarkup } from './fixtures';
export { default as productSliderBehaviour } from './island';
export { type ProductSliderProps, productSliderProps } from './props';

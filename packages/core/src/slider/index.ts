// The block plugins' slider on keen-slider (`@firsat/core/slider`): the product slider and the
// post sliders bind it on their printed items with their own texts and settings; the rules it
// follows are `carousel/` (pure), the writes go through the kit's printed writer.

export { bindCarousel, type CarouselContext, type CarouselSettings, keepSlider } from './engine';
export { arrowIcon, buildFrame, type SliderFrame } from './frame';
export { LAZY_BACKGROUNDS, LAZY_IMAGES, lazyLoadSlides, NATIVE_LAZY_IMAGES } from './lazy-images';
export type { CarouselMarkup, CarouselText, CarouselTextKey } from './texts';

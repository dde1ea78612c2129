/**
 * `@firsat/core/slider`: the block plugins' slider on keen-slider (the product slider, the post
 * sliders) and the slider rules it follows (`carousel/`: SPEC §9's constants, slides per view by
 * breakpoint, steps, autoplay). No React. Only the chunks of islands that slide import it, so
 * keen-slider downloads with them alone.
 */
export * from './carousel/index';
export * from './slider/index';

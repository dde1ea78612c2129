// Generated from src/islands/ by scripts/generate-indexes.mjs: do not edit, run `npm run generate`.
/**
 * The behaviours and views of @firsat/post-blocks and their props (the data-* schema and its type),
 * eagerly imported: Storybook and custom hosts. The definitions are the package entry; fixtures are
 * `/testing`. Per island: its chunk (`island.ts`) as `<camelName>Behaviour`, its `bind…`
 * (`behaviour.ts`) or its component (`view.tsx`), its `…Props` and its texts as
 * `<camelName>Messages`.
 */

export { bindBackToTop } from './islands/back-to-top/behaviour';
export { default as backToTopBehaviour } from './islands/back-to-top/island';
export { messages as backToTopMessages } from './islands/back-to-top/messages';
export { type BackToTopProps, backToTopProps } from './islands/back-to-top/props';
export { bindNewsTicker } from './islands/news-ticker/behaviour';
export { default as newsTickerBehaviour } from './islands/news-ticker/island';
export { messages as newsTickerMessages } from './islands/news-ticker/messages';
export { type NewsTickerProps, newsTickerProps } from './islands/news-ticker/props';
export { bindPostSlider } from './islands/post-slider/behaviour';
export { default as postSliderBehaviour } from './islands/post-slider/island';
export { messages as postSliderMessages } from './islands/post-slider/messages';
export { type PostSliderProps, postSliderProps } from './islands/post-slider/props';
export { bindTableOfContents } from './islands/table-of-contents/behaviour';
export { default as tableOfContentsBehaviour } from './islands/table-of-contents/island';
export { messages as tableOfContentsMessages } from './islands/table-of-contents/messages';
export { type TableOfContentsProps, tableOfContentsProps } from './islands/table-of-contents/props';

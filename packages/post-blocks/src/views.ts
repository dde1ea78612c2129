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
export { bindDarkModeToggle } from './islands/dark-mode-toggle/behaviour';
export { default as darkModeToggleBehaviour } from './islands/dark-mode-toggle/island';
export { messages as darkModeToggleMessages } from './islands/dark-mode-toggle/messages';
export { type DarkModeToggleProps, darkModeToggleProps } from './islands/dark-mode-toggle/props';
export { bindNewsTicker } from './islands/news-ticker/behaviour';
export { default as newsTickerBehaviour } from './islands/news-ticker/island';
export { messages as newsTickerMessages } from './islands/news-ticker/messages';
export { type NewsTickerProps, newsTickerProps } from './islands/news-ticker/props';
export { bindPostAdvancedFilter } from './islands/post-advanced-filter/behaviour';
export { default as postAdvancedFilterBehaviour } from './islands/post-advanced-filter/island';
export { type PostAdvancedFilterProps, postAdvancedFilterProps } from './islands/post-advanced-filter/props';
export { bindPostFilterBar } from './islands/post-filter-bar/behaviour';
export { default as postFilterBarBehaviour } from './islands/post-filter-bar/island';
export { type PostFilterBarProps, postFilterBarProps } from './islands/post-filter-bar/props';
export { bindPostGridLoadMore } from './islands/post-grid-load-more/behaviour';
export { default as postGridLoadMoreBehaviour } from './islands/post-grid-load-more/island';
export { type PostGridLoadMoreProps, postGridLoadMoreProps } from './islands/post-grid-load-more/props';
export { bindPostGridNextPrev } from './islands/post-grid-next-prev/behaviour';
export { default as postGridNextPrevBehaviour } from './islands/post-grid-next-prev/island';
export { type PostGridNextPrevProps, postGridNextPrevProps } from './islands/post-grid-next-prev/props';
export { bindPostGridPagination } from './islands/post-grid-pagination/behaviour';
export { default as postGridPaginationBehaviour } from './islands/post-grid-pagination/island';
export { type PostGridPaginationProps, postGridPaginationProps } from './islands/post-grid-pagination/props';
export { bindPostPaginationBlock } from './islands/post-pagination-block/behaviour';
export { default as postPaginationBlockBehaviour } from './islands/post-pagination-block/island';
export {
  type PostPaginationBlockProps,
  postPaginationBlockProps,
} from './islands/post-pagination-block/props';
export { bindPostSearch } from './islands/post-search/behaviour';
export { default as postSearchBehaviour } from './islands/post-search/island';
export { messages as postSearchMessages } from './islands/post-search/messages';
export { type PostSearchProps, postSearchProps } from './islands/post-search/props';
export { bindPostShareButtons } from './islands/post-share-buttons/behaviour';
export { default as postShareButtonsBehaviour } from './islands/post-share-buttons/island';
export { messages as postShareButtonsMessages } from './islands/post-share-buttons/messages';
export { type PostShareButtonsProps, postShareButtonsProps } from './islands/post-share-buttons/props';
export { bindPostSlider } from './islands/post-slider/behaviour';
export { default as postSliderBehaviour } from './islands/post-slider/island';
export { messages as postSliderMessages } from './islands/post-slider/messages';
export { type PostSliderProps, postSliderProps } from './islands/post-slider/props';
export { bindPostVideo } from './islands/post-video/behaviour';
export { default as postVideoBehaviour } from './islands/post-video/island';
export { messages as postVideoMessages } from './islands/post-video/messages';
export { type PostVideoProps, postVideoProps } from './islands/post-video/props';
export { bindStickyVideo } from './islands/sticky-video/behaviour';
export { default as stickyVideoBehaviour } from './islands/sticky-video/island';
export { messages as stickyVideoMessages } from './islands/sticky-video/messages';
export { type StickyVideoProps, stickyVideoProps } from './islands/sticky-video/props';
export { bindTableOfContents } from './islands/table-of-contents/behaviour';
export { default as tableOfContentsBehaviour } from './islands/table-of-contents/island';
export { messages as tableOfContentsMessages } from './islands/table-of-contents/messages';
export { type TableOfContentsProps, tableOfContentsProps } from './islands/table-of-contents/props';

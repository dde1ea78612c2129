/**
 * The post-blocks plugin (PostX, `ultp-*`) as the demo's blog prints it: grids, lists and sliders,
 * the filter bar and the advanced filter, the advanced search, the news ticker, the table of
 * contents, share bars, video and the dark/light toggle (the blog's pages: ../blog-pages.ts).
 */
export { archiveBlock, blogHomeBlocks, exploreBlocks, findPostBlock } from './blocks';
export {
  type ColourMode,
  colourModeCookie,
  colourModeOf,
  darkLightToggle,
  imageBlock,
  presetColourStyle,
} from './colour-mode';
export {
  type BlockRender,
  type FilteredData,
  type PostBlock,
  type PostFilter,
  paginationForFilter,
  postBlock,
  postDate,
  postFilterReply,
  postItem,
  postItems,
  postUrl,
} from './grid';
export { realPluginPage } from './real-plugin-page';
export {
  advancedFilter,
  advancedSearch,
  featuredMedia,
  newsTicker,
  postSlider,
  searchResultItems,
  shareBar,
  tableOfContents,
} from './widgets';

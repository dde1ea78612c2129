import { blogIds, pageIds } from '../../migrations';
import type { PostBlock } from './grid';

/**
 * The post-blocks blocks saved in the blog pages' content: the ajax endpoints find a block by
 * `postId` + `blockId` here, as the plugin re-reads them from the page's post_content.
 */
const categoriesOfTheBar = [
  'alisveris-rehberi',
  'teknoloji',
  'tarifler',
  'seyahat',
  'ev-yasam',
  'firsat-bulteni',
];

export const blogHomeBlocks: readonly PostBlock[] = [
  {
    blockId: 'blog-izgara',
    slug: 'post-grid-1',
    pageId: pageIds.blog,
    heading: 'Son yazılar',
    perPage: 6,
    columns: { lg: 3, sm: 2, xs: 1 },
    pagination: 'loadMore',
    filter: { type: 'category', values: categoriesOfTheBar, allText: 'Tümü', moreText: 'Daha fazla' },
    unique: 'blog',
    videoPopup: true,
  },
  {
    blockId: 'blog-sayfalar',
    slug: 'post-grid-1',
    pageId: pageIds.blog,
    heading: 'Tüm yazılar',
    perPage: 6,
    columns: { lg: 2, sm: 2, xs: 1 },
    pagination: 'pagination',
    unique: 'blog',
    videoPopup: true,
  },
  {
    blockId: 'blog-liste',
    slug: 'post-list-1',
    pageId: pageIds.blog,
    heading: 'Okuma listesi',
    perPage: 4,
    columns: { lg: 1, sm: 1, xs: 1 },
    layout: 'layout2',
    pagination: 'navigation',
    navPosition: 'topRight',
    unique: 'blog',
  },
];

export const exploreBlocks: readonly PostBlock[] = [
  {
    blockId: 'kesfet-izgara',
    slug: 'post-grid-1',
    pageId: blogIds.explore,
    heading: 'Keşfedilecek yazılar',
    perPage: 6,
    columns: { lg: 3, sm: 2, xs: 1 },
    infiniteScroll: true,
    advFilter: true,
    videoPopup: true,
    notFound: 'Bu filtrelere uyan yazı yok.',
  },
  {
    blockId: 'kesfet-liste',
    slug: 'post-list-1',
    pageId: blogIds.explore,
    heading: 'Liste görünümü',
    perPage: 4,
    columns: { lg: 2, sm: 1, xs: 1 },
    layout: 'layout2',
    pagination: 'pagination',
    advPagination: true,
    advFilter: true,
    videoPopup: true,
    excerpt: false,
    notFound: 'Bu filtrelere uyan yazı yok.',
  },
];

/** The real page's tabs: its news / guides stand for two of the demo's categories. */
const realPluginTabs: PostBlock['filter'] = {
  type: 'category',
  values: ['news', 'guides'],
  allText: 'all',
  moreText: 'More',
  aliases: { news: 'firsat-bulteni', guides: 'alisveris-rehberi' },
};

/** The grids on the real plugin's page (reference/pages/post-blocks-grid-page.html). */
export const realPluginBlocks: readonly PostBlock[] = [
  {
    blockId: 'rwcpo01',
    slug: 'post-grid-1',
    pageId: blogIds.realPlugin,
    perPage: 3,
    pagination: 'loadMore',
    filter: realPluginTabs,
  },
  {
    blockId: 'rwcpo02',
    slug: 'post-grid-1',
    pageId: blogIds.realPlugin,
    perPage: 3,
    pagination: 'pagination',
    filter: realPluginTabs,
  },
];

/**
 * The archive template's grid (categories, tags, authors, the blog's theme builder): its controls
 * carry the archive in `data-builder`; it is saved in the blog page's content.
 */
export const archiveBlock: PostBlock = {
  blockId: 'blog-arsiv',
  slug: 'post-grid-1',
  pageId: pageIds.blog,
  heading: 'Yazılar',
  perPage: 9,
  columns: { lg: 3, sm: 2, xs: 1 },
  pagination: 'pagination',
  videoPopup: true,
  notFound: 'Bu arşivde henüz yazı yok.',
};

const all = [...blogHomeBlocks, ...exploreBlocks, ...realPluginBlocks, archiveBlock];

/** The block `blockId` saved in page `postId`, with the name the request gives, or undefined. */
export function findPostBlock(postId: number, blockId: string, name?: string): PostBlock | undefined {
  return all.find(
    (block) =>
      block.pageId === postId &&
      block.blockId === blockId &&
      // the listings send `ultimate-post_<slug>` (data-blockname); the advanced filter sends its
      // `data-grids` entry's name as the block parser spells it, `ultimate-post/<slug>`
      (name === undefined ||
        `ultimate-post_${block.slug}` === name.replace('ultimate-post/', 'ultimate-post_')),
  );
}

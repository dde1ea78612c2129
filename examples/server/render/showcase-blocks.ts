import { listingIds, pageIds } from '../migrations';
import type { ListingBlock } from './listing-block';
import type { SliderBlockOptions } from './product-slider-block';

const categoryLabels: Record<string, string> = {
  '': 'Tümü',
  elektronik: 'Elektronik',
  giyim: 'Giyim',
  mutfak: 'Mutfak',
  'custom_action#on_sale': 'İndirimde',
};

/** `/vitrin/`'s block content: the listing blocks the ajax calls find by `blockId` and `postId`. */
export const showcaseBlocks: readonly ListingBlock[] = [
  {
    blockId: 'vitrin-sekmeler',
    slug: 'product-grid-1',
    postId: listingIds.showcasePage,
    heading: 'Kategorilere göz atın',
    columns: 3,
    perPage: 6,
    navigation: 'pagination',
    tabs: { taxtype: 'product_cat', values: Object.keys(categoryLabels), labels: categoryLabels },
  },
  {
    blockId: 'vitrin-daha-fazla',
    slug: 'product-grid-2',
    postId: listingIds.showcasePage,
    heading: 'Tüm ürünler',
    columns: 4,
    perPage: 12,
    navigation: 'loadMore',
  },
  {
    blockId: 'vitrin-sayfalar',
    slug: 'product-list-1',
    postId: listingIds.showcasePage,
    heading: 'Sayfa sayfa ürünler',
    columns: 3,
    perPage: 6,
    navigation: 'pagination',
    navigationText: ['Önceki', 'Sonraki'],
  },
  {
    blockId: 'vitrin-etiketler',
    slug: 'product-category-1',
    postId: listingIds.showcasePage,
    heading: 'Etiketler',
    columns: 4,
    perPage: 4,
    navigation: 'loadMore',
    tabs: {
      taxtype: 'product_tag',
      values: ['', 'cok-satan', 'yeni', 'hediyelik'],
      labels: { '': 'Tümü', 'cok-satan': 'Çok Satan', yeni: 'Yeni', hediyelik: 'Hediyelik' },
    },
  },
];

/** The home page's listing blocks (below its deals and carousel): tabs, load more, numbered pages. */
export const homeListingBlocks: readonly ListingBlock[] = [
  {
    blockId: 'anasayfa-sekmeler',
    slug: 'product-grid-1',
    postId: pageIds.home,
    heading: 'Kategoriler',
    columns: 4,
    perPage: 4,
    navigation: 'none',
    tabs: {
      taxtype: 'product_cat',
      values: ['', 'elektronik', 'giyim', 'mutfak'],
      labels: categoryLabels,
    },
  },
  {
    blockId: 'anasayfa-daha-fazla',
    slug: 'product-grid-2',
    postId: pageIds.home,
    heading: 'Çok satanlar',
    columns: 4,
    perPage: 4,
    navigation: 'loadMore',
    query: { taxonomy: 'product_tag', term: 'cok-satan' },
  },
  {
    blockId: 'anasayfa-sayfalar',
    slug: 'product-list-1',
    postId: pageIds.home,
    heading: 'Ev ve yaşam',
    columns: 2,
    perPage: 4,
    navigation: 'pagination',
    navigationText: ['Önceki', 'Sonraki'],
    query: { taxonomy: 'product_cat', term: 'ev-yasam' },
  },
];

/**
 * The home page's product carousel: a grid block in slide view, 4-2-1, moved by its arrows, dots
 * and keys (no autoplay here: the shop page's Product Slider block shows it).
 */
export const homeCarousel: SliderBlockOptions = {
  blockId: 'anasayfa-kaydirici',
  slug: 'product-grid-1',
  heading: 'Yeni gelenler',
  slidesToShow: [4, 2, 1],
  autoplay: false,
  slideSpeed: 3000,
  dots: true,
  arrows: true,
};

/** The block an ajax call names (`blockId` on the post `postId`), or null. */
export const findListingBlock = (postId: number, blockId: string): ListingBlock | null =>
  [...showcaseBlocks, ...homeListingBlocks].find(
    (block) => block.blockId === blockId && block.postId === postId,
  ) ?? null;

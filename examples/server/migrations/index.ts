/**
 * Layer 3: the database's history (schema and demo data), above the domain whose rules and names
 * the seed uses (attribute keys, meta and option names).
 */
import type { Migration } from '../db';
import { schema } from './001-schema';
import { seed } from './002-seed';
import { storeNotices } from './005-store-notices';
import { productBlocksExtras } from './007-product-blocks-extras';
import { variationSwatches } from './008-variation-swatches';
import { productGalleryReviews } from './009-product-gallery-reviews';
import { orders } from './010-orders';
import { listingProducts } from './011-listing-products';
import { termDescriptions } from './012-term-descriptions';
import { featuredProducts } from './013-featured-products';
import { filterPage } from './014-filter-page';
import { recentSales } from './015-recent-sales';
import { currencies } from './016-currencies';
import { pushSubscriptions } from './017-push-subscriptions';
import { blog } from './018-blog';

/**
 * The database's history, oldest first. PRAGMA user_version records how many have run, so a
 * new table or new demo data is a new file appended here; never edit one that has shipped.
 */
export const migrations: readonly Migration[] = [
  schema,
  seed,
  storeNotices,
  variationSwatches,
  productBlocksExtras,
  productGalleryReviews,
  orders,
  listingProducts,
  termDescriptions,
  featuredProducts,
  filterPage,
  recentSales,
  currencies,
  pushSubscriptions,
  blog,
];

// The seed's fixed page ids and demo logins, which pages and the start banner print.
export { termsPage } from './010-orders';
export { listingIds } from './011-listing-products';
export { filterPageId } from './014-filter-page';
export { blogArticleCount, blogIds } from './018-blog';
export { demoLogins, pageIds } from './seed';

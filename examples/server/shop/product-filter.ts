import type { Db } from '../db';
import { convertKurus, currentCurrency } from './currencies';
import { foldTurkish } from './product-search';
import { activePrice, getVariations, listProducts, type Product, type StockStatus } from './products';

/** The plugin's sort values (the block's `sortingItems`); '' and `default` keep the shop order. */
export const FILTER_SORTINGS = [
  '',
  'default',
  'popular',
  'latest',
  'rating',
  'price_low',
  'price_high',
] as const;
export type FilterSorting = (typeof FILTER_SORTINGS)[number];

/** The product filter's state (the plugin's `product_filters`), read and typed. */
export interface ProductFilters {
  search: string;
  /** in the shop's currency units (the range inputs' values), not kuruş */
  minPrice: number;
  maxPrice: number | null;
  status: StockStatus[];
  /** 1..5 */
  rating: number[];
  taxRelation: 'AND' | 'OR';
  taxonomies: { taxonomy: string; termIds: number[] }[];
  sorting: FilterSorting;
}

export const noFilters = (): ProductFilters => ({
  search: '',
  minPrice: 0,
  maxPrice: null,
  status: [],
  rating: [],
  taxRelation: 'AND',
  taxonomies: [],
  sorting: '',
});

/** A product's price for filtering and sorting (kuruş): its active price, or its cheapest variation's. */
function productPrice(db: Db, product: Product, now: number): number {
  if (product.type !== 'variable') return activePrice(product, now) ?? 0;
  const prices = getVariations(db, product.id)
    .map((v) => activePrice(v, now))
    .filter((p): p is number => p !== null);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/**
 * The store's highest price in currency units, rounded up (Filter::max_price: MAX(_price), ceil),
 * in the visitor's currency (the switcher's choice; lira by default).
 */
export function filterMaxPrice(db: Db, now: number): number {
  let max = 0;
  for (const product of listProducts(db)) {
    const prices =
      product.type === 'variable'
        ? getVariations(db, product.id).map((v) => activePrice(v, now) ?? 0)
        : [activePrice(product, now) ?? 0];
    max = Math.max(max, ...prices);
  }
  const currency = currentCurrency();
  return Math.ceil(convertKurus(max, currency) / 10 ** currency.decimals);
}

/** Approved reviews' average rating per product. */
export function averageRatings(db: Db): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT post_id AS id, AVG(rating) AS average FROM comments
       WHERE type = 'review' AND status = 'approved' AND rating IS NOT NULL GROUP BY post_id`,
    )
    .all() as { id: number; average: number }[];
  return new Map(rows.map((row) => [row.id, row.average]));
}

function termsOf(db: Db, productId: number): Set<number> {
  const rows = db
    .prepare('SELECT term_id AS id FROM term_relationships WHERE object_id = ?')
    .all(productId) as {
    id: number;
  }[];
  return new Set(rows.map((row) => row.id));
}

/**
 * The product filter's WP_Query over the published products: the name containing `search`
 * (Turkish lower case: `İ`/`i`, `I`/`ı`), the price between the bounds, one of the stock
 * statuses, a rating WooCommerce rounds to one of the chosen stars, and the taxonomy clauses
 * (each: one of its terms) joined by `tax_relation`; then the chosen order.
 */
export function filterProducts(db: Db, filters: ProductFilters, now: number): Product[] {
  const needle = foldTurkish(filters.search);
  const ratings = averageRatings(db);
  const price = new Map<number, number>();
  const priceOf = (p: Product) => {
    let value = price.get(p.id);
    if (value === undefined) {
      value = productPrice(db, p, now);
      price.set(p.id, value);
    }
    return value;
  };
  const currency = currentCurrency();
  const shown = (kurus: number) => convertKurus(kurus, currency);
  const unit = 10 ** currency.decimals;
  const clauses = filters.taxonomies.filter((t) => t.termIds.length > 0);
  const products = listProducts(db).filter((p) => {
    if (needle && !foldTurkish(p.name).includes(needle)) return false;
    // The bounds are in the visitor's currency (the slider's), the prices in kuruş.
    if (filters.minPrice > 0 && shown(priceOf(p)) < filters.minPrice * unit) return false;
    if (filters.maxPrice !== null && shown(priceOf(p)) > filters.maxPrice * unit) return false;
    if (filters.status.length > 0 && !filters.status.includes(p.stockStatus)) return false;
    if (filters.rating.length > 0) {
      const average = ratings.get(p.id);
      if (average === undefined || !filters.rating.includes(Math.round(average))) return false;
    }
    if (clauses.length > 0) {
      const terms = termsOf(db, p.id);
      const hits = clauses.map((c) => c.termIds.some((id) => terms.has(id)));
      if (filters.taxRelation === 'OR' ? !hits.some(Boolean) : !hits.every(Boolean)) return false;
    }
    return true;
  });
  const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'tr');
  switch (filters.sorting) {
    case 'popular':
      return products.sort((a, b) => b.totalSales - a.totalSales || byName(a, b));
    case 'latest':
      return products.sort((a, b) => b.dateGmt.localeCompare(a.dateGmt) || b.id - a.id);
    case 'rating':
      return products.sort((a, b) => (ratings.get(b.id) ?? 0) - (ratings.get(a.id) ?? 0) || byName(a, b));
    case 'price_low':
      return products.sort((a, b) => priceOf(a) - priceOf(b) || byName(a, b));
    case 'price_high':
      return products.sort((a, b) => priceOf(b) - priceOf(a) || byName(a, b));
    default:
      return products;
  }
}

/** A taxonomy term the filter lists: id, name, published products holding it. */
export interface FilterTerm {
  id: number;
  slug: string;
  name: string;
  count: number;
}

/**
 * A taxonomy's terms with products (hide_empty), top level, by name (Filter::get_term_data):
 * `limit` from `offset`, and how many there are in all.
 */
export function filterTerms(
  db: Db,
  taxonomy: string,
  { limit, offset = 0 }: { limit: number; offset?: number },
): { terms: FilterTerm[]; total: number } {
  const all = db
    .prepare(
      `SELECT t.id, t.slug, t.name, COUNT(p.id) AS count FROM terms t
       JOIN term_relationships tr ON tr.term_id = t.id
       JOIN posts p ON p.id = tr.object_id AND p.type = 'product' AND p.status = 'publish'
       WHERE t.taxonomy = ? AND t.parent_id IS NULL GROUP BY t.id`,
    )
    .all(taxonomy) as FilterTerm[];
  all.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  return { terms: all.slice(offset, offset + limit), total: all.length };
}

/** How many published products have each stock status (the status section's counts). */
export function stockStatusCounts(db: Db): Record<StockStatus, number> {
  const counts: Record<StockStatus, number> = { instock: 0, outofstock: 0, onbackorder: 0 };
  for (const p of listProducts(db)) counts[p.stockStatus] += 1;
  return counts;
}

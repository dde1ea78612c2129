import type { Db } from '../db';
import { isOnSale, listProducts, type Product } from './products';

/** The product-blocks filter-tab actions (`custom_action#<key>`) the demo answers. */
export const LISTING_ACTIONS = ['top_sale', 'on_sale', 'featured', 'arrival'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/** What a listing block shows: a term of a taxonomy, or an action, and which page. */
export interface ListingQuery {
  /** `product_cat` or `product_tag`, with `term` (a slug); no term = every product */
  taxonomy?: 'product_cat' | 'product_tag';
  term?: string;
  action?: ListingAction;
  /** 1-based */
  page: number;
  perPage: number;
  nowSeconds: number;
}

export interface ListingPage {
  products: Product[];
  /** products matching, over every page */
  total: number;
  /** at least 1 */
  pages: number;
  /** the page served, clamped into 1..pages */
  page: number;
}

function idsWithTerm(db: Db, taxonomy: string, slug: string): Set<number> {
  const rows = db
    .prepare(
      `SELECT tr.object_id AS id FROM term_relationships tr JOIN terms t ON t.id = tr.term_id
       WHERE t.taxonomy = ? AND t.slug = ?`,
    )
    .all(taxonomy, slug) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

function applyAction(products: Product[], action: ListingAction, nowSeconds: number): Product[] {
  switch (action) {
    case 'top_sale':
      return [...products].sort((a, b) => b.totalSales - a.totalSales || a.id - b.id);
    case 'on_sale':
      return products.filter((p) => isOnSale(p, nowSeconds));
    case 'featured':
      return products.filter((p) => p.featured);
    case 'arrival':
      return [...products].sort((a, b) => b.id - a.id);
  }
}

/**
 * One page of a listing block's WP_Query: published products in the shop's order, narrowed to a
 * term or an action, `perPage` at a time. A page past the last is clamped to the last.
 */
export function queryListing(db: Db, query: ListingQuery): ListingPage {
  let products = listProducts(db);
  if (query.taxonomy && query.term) {
    const ids = idsWithTerm(db, query.taxonomy, query.term);
    products = products.filter((p) => ids.has(p.id));
  }
  if (query.action) products = applyAction(products, query.action, query.nowSeconds);
  const total = products.length;
  const pages = Math.max(1, Math.ceil(total / query.perPage));
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), pages);
  const start = (page - 1) * query.perPage;
  return { products: products.slice(start, start + query.perPage), total, pages, page };
}

/** Every page from 1 to `through` at once (a load-more block opened at a later page). */
export function queryListingThrough(db: Db, query: ListingQuery): ListingPage {
  const last = queryListing(db, query);
  const all = queryListing(db, { ...query, page: 1, perPage: query.perPage * last.page });
  return { ...all, pages: last.pages, page: last.page };
}

import type { Db } from '../db';
import { listProducts, type Product } from './products';

/** Turkish-aware folding for search: `İ`→`i`, `I`→`ı` (toLocaleLowerCase('tr')), spaces collapsed. */
export const foldTurkish = (text: string): string => text.toLocaleLowerCase('tr').replace(/\s+/g, ' ').trim();

/** A product category found by the search block (its name matched). */
export interface SearchTerm {
  id: number;
  slug: string;
  name: string;
}

export interface ProductSearch {
  /** the products whose name contains the text (all of them when the text is empty), in the shop's order */
  products: Product[];
  /** the categories whose name contains the text (none when the text is empty) */
  terms: SearchTerm[];
}

function idsInCategory(db: Db, slug: string): Set<number> {
  const rows = db
    .prepare(
      `SELECT tr.object_id AS id FROM term_relationships tr JOIN terms t ON t.id = tr.term_id
       WHERE t.taxonomy = 'product_cat' AND t.slug = ?`,
    )
    .all(slug) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/**
 * The product search block's query (and the search results page's): published products whose name
 * contains the text, compared in Turkish lower case, narrowed to a category slug when one is given
 * (an unknown slug finds nothing, as WP_Query's tax_query does). Categories are matched by name too.
 */
export function searchProducts(
  db: Db,
  { search, category }: { search: string; category?: string },
): ProductSearch {
  const needle = foldTurkish(search);
  let products = listProducts(db);
  if (category) {
    const ids = idsInCategory(db, category);
    products = products.filter((p) => ids.has(p.id));
  }
  if (needle) products = products.filter((p) => foldTurkish(p.name).includes(needle));
  const terms = needle
    ? (
        db
          .prepare(`SELECT id, slug, name FROM terms WHERE taxonomy = 'product_cat' ORDER BY name`)
          .all() as SearchTerm[]
      ).filter((term) => foldTurkish(term.name).includes(needle))
    : [];
  return { products, terms };
}

/** The categories the search block offers (get_terms product_cat, hide_empty). */
export function searchCategories(db: Db): SearchTerm[] {
  return db
    .prepare(
      `SELECT t.id, t.slug, t.name FROM terms t WHERE t.taxonomy = 'product_cat'
       AND EXISTS (SELECT 1 FROM term_relationships tr JOIN posts p ON p.id = tr.object_id
         WHERE tr.term_id = t.id AND p.status = 'publish') ORDER BY t.name`,
    )
    .all() as SearchTerm[];
}

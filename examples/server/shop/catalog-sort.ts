import type { Db } from '../db';
import { activePrice, getVariations, type Product } from './products';

/** WooCommerce's catalog orderings (woocommerce_catalog_orderby), in the dropdown's order. */
export const CATALOG_ORDERINGS = [
  ['menu_order', 'Varsayılan sıralama'],
  ['popularity', 'En çok satılana göre sırala'],
  ['date', 'En yeniye göre sırala'],
  ['price', 'Fiyata göre sırala: Düşükten yükseğe'],
  ['price-desc', 'Fiyata göre sırala: Yüksekten düşüğe'],
] as const;

export type CatalogOrderby = (typeof CATALOG_ORDERINGS)[number][0];

/** The posted `orderby`, or the default for anything WooCommerce would not know. */
export function parseOrderby(raw: string | null): CatalogOrderby {
  return CATALOG_ORDERINGS.find(([value]) => value === raw)?.[0] ?? 'menu_order';
}

/** A product's price for sorting: its active price, or its cheapest variation's. */
function sortPrice(db: Db, product: Product, now: number): number {
  if (product.type !== 'variable') return activePrice(product, now) ?? 0;
  const prices = getVariations(db, product.id).map((v) => activePrice(v, now) ?? Number.POSITIVE_INFINITY);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** The products in the chosen order (ties by name, as WooCommerce adds the title as a tie-break). */
export function sortProducts(db: Db, products: Product[], orderby: CatalogOrderby, now: number): Product[] {
  const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'tr');
  const list = [...products];
  switch (orderby) {
    case 'popularity':
      return list.sort((a, b) => b.totalSales - a.totalSales || byName(a, b));
    case 'date':
      return list.sort((a, b) => b.id - a.id);
    case 'price':
      return list.sort((a, b) => sortPrice(db, a, now) - sortPrice(db, b, now) || byName(a, b));
    case 'price-desc':
      return list.sort((a, b) => sortPrice(db, b, now) - sortPrice(db, a, now) || byName(a, b));
    default:
      return list.sort((a, b) => a.menuOrder - b.menuOrder || byName(a, b));
  }
}

import type { Db } from '../db';

export type ProductType = 'simple' | 'variable' | 'variation';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

/** A product, a variable product or one of its variations, as the pages and endpoints use it. */
export interface Product {
  id: number;
  type: ProductType;
  parentId: number | null;
  slug: string;
  name: string;
  sku: string | null;
  shortDescription: string;
  description: string;
  regularKurus: number | null;
  saleKurus: number | null;
  /** unix seconds */
  saleFrom: number | null;
  saleTo: number | null;
  stockStatus: StockStatus;
  manageStock: boolean;
  stockQuantity: number | null;
  soldIndividually: boolean;
  minQty: number | null;
  maxQty: number | null;
  qtyStep: number;
  weightKg: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  virtual: boolean;
  featured: boolean;
  imageId: number | null;
  nameYourPrice: { minKurus: number | null; maxKurus: number | null; suggestedKurus: number | null } | null;
  sizeChart: string | null;
  videoUrl: string | null;
  totalSales: number;
  menuOrder: number;
  dateGmt: string;
}

interface ProductRow {
  post_id: number;
  product_type: ProductType;
  parent_id: number | null;
  slug: string;
  title: string;
  sku: string | null;
  excerpt: string;
  content: string;
  regular_kurus: number | null;
  sale_kurus: number | null;
  sale_from: number | null;
  sale_to: number | null;
  stock_status: StockStatus;
  manage_stock: number;
  stock_quantity: number | null;
  sold_individually: number;
  min_qty: number | null;
  max_qty: number | null;
  qty_step: number;
  weight_kg: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  virtual: number;
  featured: number;
  image_id: number | null;
  nyp: number;
  nyp_min_kurus: number | null;
  nyp_max_kurus: number | null;
  nyp_suggested_kurus: number | null;
  size_chart: string | null;
  video_url: string | null;
  total_sales: number;
  menu_order: number;
  date_gmt: string;
}

const select = `SELECT p.*, posts.parent_id, posts.slug, posts.title, posts.excerpt, posts.content, posts.menu_order,
  posts.date_gmt FROM products p JOIN posts ON posts.id = p.post_id`;

function toProduct(row: ProductRow): Product {
  return {
    id: row.post_id,
    type: row.product_type,
    parentId: row.parent_id,
    slug: row.slug,
    name: row.title,
    sku: row.sku,
    shortDescription: row.excerpt,
    description: row.content,
    regularKurus: row.regular_kurus,
    saleKurus: row.sale_kurus,
    saleFrom: row.sale_from,
    saleTo: row.sale_to,
    stockStatus: row.stock_status,
    manageStock: row.manage_stock === 1,
    stockQuantity: row.stock_quantity,
    soldIndividually: row.sold_individually === 1,
    minQty: row.min_qty,
    maxQty: row.max_qty,
    qtyStep: row.qty_step,
    weightKg: row.weight_kg,
    lengthCm: row.length_cm,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    virtual: row.virtual === 1,
    featured: row.featured === 1,
    imageId: row.image_id,
    nameYourPrice:
      row.nyp === 1
        ? {
            minKurus: row.nyp_min_kurus,
            maxKurus: row.nyp_max_kurus,
            suggestedKurus: row.nyp_suggested_kurus,
          }
        : null,
    sizeChart: row.size_chart,
    videoUrl: row.video_url,
    totalSales: row.total_sales,
    menuOrder: row.menu_order,
    dateGmt: row.date_gmt,
  };
}

/**
 * Published products (not variations) in the shop's default order: menu order, then name. With
 * `termId`, only the products of that category or tag (a product_cat / product_tag archive).
 */
export function listProducts(db: Db, { termId }: { termId?: number } = {}): Product[] {
  const inTerm =
    termId === undefined
      ? ''
      : 'AND posts.id IN (SELECT object_id FROM term_relationships WHERE term_id = @termId)';
  const rows = db
    .prepare(
      `${select} WHERE posts.type = 'product' AND posts.status = 'publish' ${inTerm}
      ORDER BY posts.menu_order, posts.title`,
    )
    .all(termId === undefined ? {} : { termId }) as ProductRow[];
  return rows.map(toProduct);
}

export function getProduct(db: Db, id: number): Product | null {
  const row = db.prepare(`${select} WHERE p.post_id = ?`).get(id) as ProductRow | undefined;
  return row ? toProduct(row) : null;
}

export function getProductBySlug(db: Db, slug: string): Product | null {
  const row = db
    .prepare(`${select} WHERE posts.type = 'product' AND posts.status = 'publish' AND posts.slug = ?`)
    .get(slug) as ProductRow | undefined;
  return row ? toProduct(row) : null;
}

export function getVariations(db: Db, parentId: number): Product[] {
  const rows = db
    .prepare(`${select} WHERE posts.parent_id = ? AND posts.type = 'product_variation' AND posts.status = 'publish'
      ORDER BY posts.menu_order, p.post_id`)
    .all(parentId) as ProductRow[];
  return rows.map(toProduct);
}

/** Products with a sale end date (deals), soonest end first; expired ones included. */
export function listDeals(db: Db): Product[] {
  const rows = db
    .prepare(`${select} WHERE posts.type = 'product' AND posts.status = 'publish' AND p.sale_kurus IS NOT NULL
      AND p.sale_to IS NOT NULL ORDER BY p.sale_to`)
    .all() as ProductRow[];
  return rows.map(toProduct);
}

/** WooCommerce's is_on_sale(): a sale price below the regular price, inside its date window. */
export function isOnSale(product: Product, nowSeconds: number): boolean {
  if (product.saleKurus === null || product.regularKurus === null) return false;
  if (product.saleKurus >= product.regularKurus) return false;
  if (product.saleFrom !== null && product.saleFrom > nowSeconds) return false;
  if (product.saleTo !== null && product.saleTo < nowSeconds) return false;
  return true;
}

/** The price a shopper pays now (the sale price while the sale runs). */
export function activePrice(product: Product, nowSeconds: number): number | null {
  return isOnSale(product, nowSeconds) ? product.saleKurus : product.regularKurus;
}

export const isPurchasable = (product: Product): boolean =>
  product.type === 'variable' || product.regularKurus !== null || product.nameYourPrice !== null;

export const isInStock = (product: Product): boolean => product.stockStatus !== 'outofstock';

/** The attribute values a variation was defined with ({ attribute_pa_renk: 'kirmizi', … }; '' = any). */
export function variationAttributes(db: Db, variationId: number): Record<string, string> {
  const rows = db
    .prepare('SELECT name, value FROM variation_attributes WHERE variation_id = ? ORDER BY rowid')
    .all(variationId) as { name: string; value: string }[];
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** A product's terms in one taxonomy, in their saved order. */
export function productTerms(
  db: Db,
  productId: number,
  taxonomy: string,
): { id: number; slug: string; name: string }[] {
  return db
    .prepare(`SELECT t.id, t.slug, t.name FROM term_relationships r JOIN terms t ON t.id = r.term_id
      WHERE r.object_id = ? AND t.taxonomy = ? ORDER BY r.position, t.menu_order, t.name`)
    .all(productId, taxonomy) as { id: number; slug: string; name: string }[];
}

/** The taxonomies whose terms have a product archive: categories and tags. */
export type ProductTaxonomy = 'product_cat' | 'product_tag';

/** A product category or tag (WP_Term) as its archive prints it. */
export interface ProductTerm {
  id: number;
  taxonomy: ProductTaxonomy;
  slug: string;
  name: string;
  /** plain text; '' when the term has none */
  description: string;
}

/** A category or tag by its slug (get_term_by('slug')), or null when there is none. */
export function getProductTerm(db: Db, taxonomy: ProductTaxonomy, slug: string): ProductTerm | null {
  const row = db
    .prepare('SELECT id, slug, name, description FROM terms WHERE taxonomy = ? AND slug = ?')
    .get(taxonomy, slug) as Omit<ProductTerm, 'taxonomy'> | undefined;
  return row ? { ...row, taxonomy } : null;
}

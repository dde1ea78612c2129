import type { Database } from 'better-sqlite3';
import { attributeSlug } from '../../shop';
import {
  attributeTaxonomies,
  productCategories,
  products,
  productTags,
  type SeedProduct,
} from './catalog-data';
import { ensureTerm, insertPost, relate, termId, tl } from './seed-helpers';

/** A product's image attachment id. */
export const imageIdOf = (productId: number): number => 40 + productId;

function seedTerms(db: Database): void {
  for (const [slug, name] of productCategories) ensureTerm(db, 'product_cat', slug, name);
  for (const [slug, name] of productTags) ensureTerm(db, 'product_tag', slug, name);
  const insertTaxonomy = db.prepare('INSERT INTO attribute_taxonomies (name, label, type) VALUES (?, ?, ?)');
  const insertMeta = db.prepare('INSERT INTO term_meta (term_id, key, value) VALUES (?, ?, ?)');
  for (const taxonomy of attributeTaxonomies) {
    insertTaxonomy.run(taxonomy.name, taxonomy.label, taxonomy.type);
    taxonomy.terms.forEach(([slug, name, colour], order) => {
      const id = ensureTerm(db, `pa_${taxonomy.name}`, slug, name);
      db.prepare('UPDATE terms SET menu_order = ? WHERE id = ?').run(order, id);
      if (colour) insertMeta.run(id, 'color', colour);
    });
  }
}

function seedImage(db: Database, product: SeedProduct, dateGmt: string, id: number): number {
  insertPost(db, {
    id,
    type: 'attachment',
    status: 'inherit',
    slug: `${product.slug}-gorsel`,
    title: product.name,
    parentId: product.id,
    dateGmt,
  });
  db.prepare(
    'INSERT INTO attachments (post_id, file, mime_type, width, height, alt) VALUES (?, ?, ?, 600, 600, ?)',
  ).run(id, `demo/${product.slug}.svg`, 'image/svg+xml', product.name);
  return id;
}

const insertProductSql = `INSERT INTO products (post_id, product_type, sku, regular_kurus, sale_kurus, demo_deal_days,
  stock_status, manage_stock, stock_quantity, sold_individually, min_qty, max_qty, weight_kg, length_cm, width_cm,
  height_cm, virtual, featured, image_id, nyp, nyp_min_kurus, nyp_max_kurus, nyp_suggested_kurus, size_chart,
  video_url, total_sales)
  VALUES (@id, @type, @sku, @regular, @sale, @dealDays, @stock, @manageStock, @stockQuantity, @soldIndividually,
  @minQty, @maxQty, @weight, @length, @width, @height, @virtual, @featured, @imageId, @nyp, @nypMin, @nypMax,
  @nypSuggested, @sizeChart, @videoUrl, @totalSales)`;

/** One product (its picture at `imageId`, its terms, attributes and variations); later seeds add theirs with it. */
export function seedProduct(
  db: Database,
  product: SeedProduct,
  order: number,
  dateGmt: string,
  imageId = imageIdOf(product.id),
): void {
  insertPost(db, {
    id: product.id,
    type: 'product',
    slug: product.slug,
    title: product.name,
    content: product.description,
    excerpt: product.short,
    authorId: 1,
    menuOrder: order,
    dateGmt,
  });
  seedImage(db, product, dateGmt, imageId);
  const [length, width, height] = product.dimensionsCm ?? [null, null, null];
  db.prepare(insertProductSql).run({
    id: product.id,
    type: product.type,
    sku: product.slug,
    regular: product.type === 'simple' && product.regular !== undefined ? tl(product.regular) : null,
    sale: product.sale !== undefined ? tl(product.sale) : null,
    dealDays: product.dealDays ?? null,
    stock: product.stock ?? 'instock',
    manageStock: product.stockQuantity !== undefined ? 1 : 0,
    stockQuantity: product.stockQuantity ?? null,
    soldIndividually: product.soldIndividually ? 1 : 0,
    minQty: product.minQty ?? null,
    maxQty: product.maxQty ?? null,
    weight: product.weightKg ?? null,
    length,
    width,
    height,
    virtual: product.virtual ? 1 : 0,
    featured: product.featured ? 1 : 0,
    imageId,
    nyp: product.nyp ? 1 : 0,
    nypMin: product.nyp ? tl(product.nyp.min) : null,
    nypMax: product.nyp ? tl(product.nyp.max) : null,
    nypSuggested: product.nyp ? tl(product.nyp.suggested) : null,
    sizeChart: product.sizeChart ?? null,
    videoUrl: product.videoUrl ?? null,
    totalSales: product.totalSales ?? 0,
  });
  relate(db, product.id, 'product_cat', product.categories);
  relate(db, product.id, 'product_tag', product.tags ?? []);

  const insertAttribute = db.prepare(
    `INSERT INTO product_attributes (product_id, name, position, is_taxonomy, visible, used_for_variations, options)
     VALUES (?, ?, ?, ?, 1, ?, ?)`,
  );
  (product.attributes ?? []).forEach((attribute, position) => {
    insertAttribute.run(
      product.id,
      attribute.name,
      position,
      attribute.taxonomy ? 1 : 0,
      attribute.variation ? 1 : 0,
      JSON.stringify(attribute.options),
    );
    if (attribute.taxonomy) {
      const relateTerm = db.prepare('INSERT INTO term_relationships (object_id, term_id) VALUES (?, ?)');
      for (const slug of attribute.options) relateTerm.run(product.id, termId(db, attribute.name, slug));
    }
  });

  (product.variations ?? []).forEach((variation, index) => {
    const suffix = Object.values(variation.attributes).filter(Boolean).join('-') || 'her-secenek';
    insertPost(db, {
      id: variation.id,
      type: 'product_variation',
      slug: `${product.slug}-${suffix}`,
      title: product.name,
      parentId: product.id,
      menuOrder: index,
      dateGmt,
    });
    db.prepare(insertProductSql).run({
      id: variation.id,
      type: 'variation',
      sku: `${product.slug}-${suffix}`,
      regular: tl(variation.regular),
      sale: variation.sale !== undefined ? tl(variation.sale) : null,
      dealDays: null,
      stock: variation.stock ?? 'instock',
      manageStock: variation.stockQuantity !== undefined ? 1 : 0,
      stockQuantity: variation.stockQuantity ?? null,
      soldIndividually: 0,
      minQty: null,
      maxQty: variation.maxQty ?? null,
      weight: null,
      length: null,
      width: null,
      height: null,
      virtual: 0,
      featured: 0,
      imageId: null,
      nyp: 0,
      nypMin: null,
      nypMax: null,
      nypSuggested: null,
      sizeChart: null,
      videoUrl: null,
      totalSales: 0,
    });
    const insertValue = db.prepare(
      'INSERT INTO variation_attributes (variation_id, name, value) VALUES (?, ?, ?)',
    );
    for (const [name, value] of Object.entries(variation.attributes)) {
      insertValue.run(variation.id, `attribute_${attributeSlug(name)}`, value);
    }
  });
}

export function seedCatalog(db: Database, dateGmt: string): void {
  seedTerms(db);
  products.forEach((product, order) => {
    seedProduct(db, product, order, dateGmt);
  });
}

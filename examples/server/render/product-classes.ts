import type { RequestContext } from '../context';
import { classNames } from '../lib';
import { isPurchasable, type Product, productTerms } from '../shop';

/**
 * The post classes WooCommerce gives a product wherever it prints one (wc_get_product_class):
 * loop items and the single product share them. `position` is the loop's first/last class.
 */
export function productPostClasses(
  ctx: RequestContext,
  product: Product,
  { onSale, position = false }: { onSale: boolean; position?: string | false },
): string {
  return classNames(
    'product type-product',
    `post-${product.id}`,
    'status-publish',
    position,
    product.stockStatus,
    ...productTerms(ctx.db, product.id, 'product_cat').map((c) => `product_cat-${c.slug}`),
    ...productTerms(ctx.db, product.id, 'product_tag').map((t) => `product_tag-${t.slug}`),
    product.imageId !== null && 'has-post-thumbnail',
    onSale && 'sale',
    product.featured && 'featured',
    product.virtual ? 'virtual taxable' : 'shipping-taxable',
    isPurchasable(product) && 'purchasable',
    `product-type-${product.type}`,
  );
}

import type { RequestContext } from '../context';
import {
  activePrice,
  getVariations,
  isInStock,
  isPurchasable,
  type Product,
  variationAttributes,
} from '../shop';
import { attachmentUrl } from './media';
import { displayAmount, simplePriceHtml } from './price';

/** WooCommerce prints the variations inline only up to this many; above it the form asks get_variation. */
export const ajaxVariationThreshold = 30;

/** An amount as the variation form reads it: a number in the request's currency (lira by default). */
const lira = (kurus: number | null): number => displayAmount(kurus ?? 0);

function availabilityHtml(variation: Product): string {
  if (!isInStock(variation)) return '<p class="stock out-of-stock">Stokta yok</p>\n';
  if (variation.manageStock && variation.stockQuantity !== null) {
    return `<p class="stock in-stock">${variation.stockQuantity} adet stokta</p>\n`;
  }
  return '';
}

/** wc_get_product_attachment_props() for the demo's single-size pictures. */
function imageProps(ctx: RequestContext, imageId: number | null, title: string): Record<string, unknown> {
  const url = attachmentUrl(ctx, imageId);
  return {
    title,
    caption: '',
    url,
    alt: title,
    src: url,
    srcset: false,
    sizes: false,
    full_src: url,
    full_src_w: 600,
    full_src_h: 600,
    gallery_thumbnail_src: url,
    gallery_thumbnail_src_w: 100,
    gallery_thumbnail_src_h: 100,
    thumb_src: url,
    thumb_src_w: 450,
    thumb_src_h: 450,
    src_w: 600,
    src_h: 600,
  };
}

/**
 * One variation in the shape of WooCommerce's get_available_variation(): what the variations
 * form carries in data-product_variations and what get_variation answers.
 */
export function variationData(
  ctx: RequestContext,
  parent: Product,
  variation: Product,
  showPrice: boolean,
): Record<string, unknown> {
  const now = ctx.store.nowSeconds();
  const imageId = variation.imageId ?? parent.imageId;
  const maxQty =
    variation.maxQty ?? parent.maxQty ?? (variation.manageStock ? variation.stockQuantity : null);
  return {
    attributes: variationAttributes(ctx.db, variation.id),
    availability_html: availabilityHtml(variation),
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'Yok',
    display_price: lira(activePrice(variation, now)),
    display_regular_price: lira(variation.regularKurus),
    image: imageProps(ctx, imageId, parent.name),
    image_id: imageId ?? 0,
    is_downloadable: false,
    is_in_stock: isInStock(variation),
    is_purchasable: isPurchasable(variation),
    is_sold_individually: parent.soldIndividually ? 'yes' : 'no',
    is_virtual: variation.virtual,
    max_qty: maxQty ?? '',
    min_qty: parent.minQty ?? 1,
    price_html: showPrice ? `<span class="price">${simplePriceHtml(variation, now).value}</span>` : '',
    sku: variation.sku ?? '',
    variation_description: '',
    variation_id: variation.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: variation.weightKg === null ? '' : String(variation.weightKg),
    weight_html: variation.weightKg === null ? 'Yok' : `${String(variation.weightKg).replace('.', ',')} kg`,
  };
}

/** Whether variations differ in price (WooCommerce shows a variation's price only then). */
export function variationsDifferInPrice(variations: Product[], nowSeconds: number): boolean {
  const prices = new Set(variations.map((v) => `${activePrice(v, nowSeconds)}/${v.regularKurus}`));
  return prices.size > 1;
}

/** Every variation's data, or false when there are more than the threshold (the page then asks). */
export function availableVariations(ctx: RequestContext, parent: Product): Record<string, unknown>[] | false {
  const variations = getVariations(ctx.db, parent.id);
  if (variations.length > ajaxVariationThreshold) return false;
  const showPrice = variationsDifferInPrice(variations, ctx.store.nowSeconds());
  return variations.map((variation) => variationData(ctx, parent, variation, showPrice));
}

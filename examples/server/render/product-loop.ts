import type { RequestContext } from '../context';
import { classNames, html, paths, type SafeHtml } from '../lib';
import { getVariations, isInStock, isOnSale, isPurchasable, type Product } from '../shop';
import { productImage } from './media';
import { simplePriceHtml, variablePriceHtml } from './price';
import { productPostClasses } from './product-classes';
import { productListButtons } from './product-list-buttons';
import { loopProductVideo } from './product-video';
import { quickviewShopButton } from './quickview-button';
import { loopAddToCartText, loopVariationSwitcher } from './variation-swatches';

/** A product's price HTML (simple, variation or variable, from its variations). */
export function productPriceHtml(ctx: RequestContext, product: Product): SafeHtml {
  const now = ctx.store.nowSeconds();
  return product.type === 'variable'
    ? variablePriceHtml(getVariations(ctx.db, product.id), now)
    : simplePriceHtml(product, now);
}

/** Whether the product shows a sale badge (a variable product when any variation is on sale). */
export function productOnSale(ctx: RequestContext, product: Product): boolean {
  const now = ctx.store.nowSeconds();
  return product.type === 'variable'
    ? getVariations(ctx.db, product.id).some((v) => isOnSale(v, now))
    : isOnSale(product, now);
}

/**
 * The add-to-cart button's words in a loop or a block card. A product sold in a minimum quantity
 * adds that many per click (data-quantity), so the button says how many.
 */
export function addToCartText(product: Product): string {
  const min = product.minQty ?? 1;
  return min > 1 ? `Sepete ekle (${min} adet)` : 'Sepete ekle';
}

/** Whether the loop button adds to the cart by itself (a simple, in-stock, fixed-price product). */
export const addsFromLoop = (product: Product): boolean =>
  product.type === 'simple' && isPurchasable(product) && isInStock(product) && product.nameYourPrice === null;

interface LoopButton {
  href: string;
  className: string;
  label: string;
  text: string;
  describedBy: string;
}

function loopButton(ctx: RequestContext, product: Product): LoopButton {
  const url = ctx.url(paths.product(product.slug));
  if (addsFromLoop(product)) {
    const text = addToCartText(product);
    return {
      href: `?add-to-cart=${product.id}`,
      className: 'button product_type_simple add_to_cart_button ajax_add_to_cart',
      label: `${text}: “${product.name}”`,
      text,
      describedBy: '',
    };
  }
  if (product.type === 'variable') {
    return {
      href: url,
      className: 'button product_type_variable add_to_cart_button',
      // The accessible name starts with the visible text (WCAG 2.5.3), as WooCommerce's does.
      label: `Seçenekler: “${product.name}”`,
      text: 'Seçenekler',
      describedBy: 'Bu ürünün birden fazla çeşidi var. Seçenekler ürün sayfasından seçilebilir',
    };
  }
  return {
    href: url,
    className: `button product_type_${product.type}`,
    label: product.nameYourPrice ? `Tutarı belirle: “${product.name}”` : `Devamını oku: “${product.name}”`,
    text: product.nameYourPrice ? 'Tutarı belirle' : 'Devamını oku',
    describedBy: '',
  };
}

/** The loop's add-to-cart link (woocommerce_template_loop_add_to_cart) and its description span. */
export function loopAddToCart(
  ctx: RequestContext,
  product: Product,
  after: SafeHtml | string = '',
): SafeHtml {
  const button = loopButton(ctx, product);
  const describedById = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
  const ajax = addsFromLoop(product);
  return html`<a href="${button.href}" aria-describedby="${describedById}" data-quantity="${product.minQty ?? 1}" class="${button.className}" data-product_id="${product.id}" data-product_sku="${product.sku ?? ''}" aria-label="${button.label}" rel="nofollow"${loopAddToCartText(ctx, product)}${ajax ? html` data-success_message="“${product.name}” sepetinize eklendi"` : ''}>${button.text}</a>${after}	<span id="${describedById}" class="screen-reader-text">
		${button.describedBy}	</span>`;
}

function loopItem(
  ctx: RequestContext,
  product: Product,
  index: number,
  columns: number,
  loopIds: readonly number[],
): SafeHtml {
  const onSale = productOnSale(ctx, product);
  const position = classNames(index % columns === 0 && 'first', index % columns === columns - 1 && 'last');
  const classes = `entry ${productPostClasses(ctx, product, { onSale, position })}`;
  return html`<li class="${classes}">${loopProductVideo(ctx, product)}
	<a href="${ctx.url(paths.product(product.slug))}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${
    onSale
      ? html`
	<span class="onsale">İndirim!</span>
	`
      : ''
  }${productImage(ctx, product)}<h2 class="woocommerce-loop-product__title">${product.name}</h2>
	<span class="price">${productPriceHtml(ctx, product)}</span>
</a>${loopVariationSwitcher(ctx, product)}${loopAddToCart(ctx, product, html`${quickviewShopButton(product, loopIds)}${productListButtons(ctx, product, 'shop')}`)}
</li>
`;
}

/** The classic product loop, `ul.products.columns-N` (see reference/woocommerce/shop-loop.html). */
export function productLoop(ctx: RequestContext, products: Product[], columns = 4): SafeHtml {
  return html`<ul class="products columns-${columns}">
${products.map((product, index) =>
  loopItem(
    ctx,
    product,
    index,
    columns,
    products.map((p) => p.id),
  ),
)}</ul>`;
}

import type { RequestContext } from '../context';
import { escUrl, html, paths, type SafeHtml } from '../lib';
import type { Cart } from '../shop';
import { productImage } from './media';
import { wcPrice } from './price';
import { wcTexts } from './wc-texts';

/** wc_get_cart_remove_url(): the cart URL with remove_item and a 'woocommerce-cart' nonce. */
export function cartRemoveUrl(ctx: RequestContext, key: string): string {
  const url = new URL(ctx.url(paths.cart));
  url.searchParams.set('remove_item', key);
  url.searchParams.set('_wpnonce', ctx.nonce('woocommerce-cart'));
  return url.href;
}

/**
 * The mini cart, `div.widget_shopping_cart_content`, in WooCommerce's mini-cart template
 * markup; the same string is the fragment the cart endpoints send back under that selector.
 */
export function renderMiniCart(ctx: RequestContext, cart: Cart): SafeHtml {
  if (cart.lines.length === 0) {
    return html`<div class="widget_shopping_cart_content">

	<p class="woocommerce-mini-cart__empty-message">Sepetinizde ürün bulunmuyor.</p>


</div>`;
  }
  const items = cart.lines.map((line) => {
    const link = ctx.url(paths.product((line.parent ?? line.product).slug));
    return html`
						<li class="woocommerce-mini-cart-item mini_cart_item">
					<a role="button" href="${escUrl(cartRemoveUrl(ctx, line.key))}" class="remove remove_from_cart_button" aria-label="${line.name} ürününü sepetten çıkar" data-product_id="${line.productId}" data-cart_item_key="${line.key}" data-product_sku="${line.product.sku ?? ''}" data-success_message="&ldquo;${line.name}&rdquo; sepetinizden çıkarıldı">&times;</a>											<a href="${link}">
							${productImage(ctx, line.parent ?? line.product)}${line.name}						</a>
															<span class="quantity">${line.quantity} &times; ${wcPrice(line.unitKurus)}</span>				</li>
					`;
  });
  return html`<div class="widget_shopping_cart_content">

	<ul class="woocommerce-mini-cart cart_list product_list_widget ">${items}</ul>

	<p class="woocommerce-mini-cart__total total">
		<strong>Ara toplam:</strong> ${wcPrice(cart.subtotalKurus)}	</p>

	
	<p class="woocommerce-mini-cart__buttons buttons"><a href="${ctx.url(paths.cart)}" class="button wc-forward">${wcTexts.viewCart}</a><a href="${ctx.url(paths.checkout)}" class="button checkout wc-forward">Ödeme</a></p>

	

</div>`;
}

/** The header cart link, `a.cart-contents` (the theme's own fragment): subtotal and item count. */
export function renderCartLink(ctx: RequestContext, cart: Cart): SafeHtml {
  return html`<a class="cart-contents" href="${ctx.url(paths.cart)}" title="Alışveriş sepetinizi görüntüleyin">${wcPrice(cart.subtotalKurus)} <span class="count">${cart.count} ürün</span></a>`;
}

/** The fragments WooCommerce returns after a cart change, keyed by selector. */
export function cartFragments(ctx: RequestContext, cart: Cart): Record<string, string> {
  return {
    'div.widget_shopping_cart_content': renderMiniCart(ctx, cart).value,
    'a.cart-contents': renderCartLink(ctx, cart).value,
  };
}

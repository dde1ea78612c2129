import type { RequestContext } from '../context';
import { escUrl, html, paths, type SafeHtml } from '../lib';
import { type Cart, type CartLine, type CartTotals, calculateTotals } from '../shop';
import { productImage } from './media';
import { cartRemoveUrl } from './mini-cart';
import { wcPrice } from './price';
import { quantityInput } from './quantity-input';
import { couponRows, shippingMethodList } from './totals-rows';

function lineQuantity(line: CartLine): SafeHtml {
  const individually = line.product.soldIndividually || (line.parent?.soldIndividually ?? false);
  const max =
    line.product.maxQty ??
    line.parent?.maxQty ??
    (line.product.manageStock ? line.product.stockQuantity : null);
  return quantityInput({
    id: `quantity_${line.key.slice(0, 13)}`,
    name: `cart[${line.key}][qty]`,
    productName: line.name,
    value: line.quantity,
    min: individually ? 1 : 0,
    max: individually ? 1 : max,
    step: line.product.qtyStep,
  });
}

function cartRow(ctx: RequestContext, line: CartLine): SafeHtml {
  const shown = line.parent ?? line.product;
  const link = new URL(ctx.url(paths.product(shown.slug)));
  for (const [name, value] of Object.entries(line.variation)) link.searchParams.set(name, value);
  return html`
								<tr class="woocommerce-cart-form__cart-item cart_item">

						<td class="product-remove">
							<a role="button" href="${escUrl(cartRemoveUrl(ctx, line.key))}" class="remove" aria-label="${line.name} ürününü sepetten çıkar" data-product_id="${line.productId}" data-product_sku="${line.product.sku ?? ''}">&times;</a>						</td>

						<td class="product-thumbnail">
						<a href="${escUrl(link.href)}">${productImage(ctx, shown)}</a>						</td>

						<th scope="row" class="product-name" data-title="Ürün">
						<a href="${escUrl(link.href)}">${line.name}</a>						</th>

						<td class="product-price" data-title="Fiyat">
							${wcPrice(line.unitKurus)}						</td>

						<td class="product-quantity" data-title="Adet">
						${lineQuantity(line)}
						</td>

						<td class="product-subtotal" data-title="Ara toplam">
							${wcPrice(line.lineKurus)}						</td>
					</tr>
					`;
}

/** The cart form (classic cart page markup, see reference/woocommerce/cart-form.html). */
export function cartForm(ctx: RequestContext, cart: Cart): SafeHtml {
  return html`<form class="woocommerce-cart-form" action="${ctx.url(paths.cart)}" method="post">
	
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
		<thead>
			<tr>
				<th class="product-remove"><span class="screen-reader-text">Ürünü kaldır</span></th>
				<th class="product-thumbnail"><span class="screen-reader-text">Küçük resim</span></th>
				<th scope="col" class="product-name">Ürün</th>
				<th scope="col" class="product-price">Fiyat</th>
				<th scope="col" class="product-quantity">Adet</th>
				<th scope="col" class="product-subtotal">Ara toplam</th>
			</tr>
		</thead>
		<tbody>
			${cart.lines.map((line) => cartRow(ctx, line))}
			
			<tr>
				<td colspan="6" class="actions">

											<div class="coupon">
							<label for="coupon_code" class="screen-reader-text">Kupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Kupon kodu" /> <button type="submit" class="button" name="apply_coupon" value="Kuponu uygula">Kuponu uygula</button>
													</div>
					
					<button type="submit" class="button" name="update_cart" value="Sepeti güncelle">Sepeti güncelle</button>

					
					<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${ctx.nonce('woocommerce-cart')}" /><input type="hidden" name="_wp_http_referer" value="${paths.cart}" />				</td>
			</tr>

					</tbody>
	</table>
	</form>`;
}

function shippingRow(totals: CartTotals): SafeHtml | string {
  if (totals.rates.length === 0) return '';
  return html`
			<tr class="woocommerce-shipping-totals shipping">
	<th>Gönderim</th>
	<td data-title="Gönderim">
					${shippingMethodList(totals)}
							<p class="woocommerce-shipping-destination">
					Gönderim adresi: <strong>Türkiye</strong>. 				</p>
			</td>
</tr>`;
}

/**
 * The cart totals (div.cart_totals, cart-totals.php): subtotal, one row per applied coupon, the
 * shipping choices and the total, all from calculateTotals(). update_shipping_method answers it.
 */
export function cartTotals(ctx: RequestContext, cart: Cart): SafeHtml {
  const totals = calculateTotals(ctx.db, ctx.session.id, cart, ctx.store.nowSeconds());
  return html`<div class="cart_totals ">

	
	<h2>Sepet toplamı</h2>

	<table cellspacing="0" class="shop_table shop_table_responsive">

		<tr class="cart-subtotal">
			<th>Ara toplam</th>
			<td data-title="Ara toplam">${wcPrice(totals.subtotalKurus)}</td>
		</tr>
${couponRows(ctx, totals, { pagePath: paths.cart, dataTitle: true })}
		
		${shippingRow(totals)}

		
		<tr class="order-total">
			<th>Toplam</th>
			<td data-title="Toplam"><strong>${wcPrice(totals.totalKurus)}</strong> </td>
		</tr>

		
	</table>

	<div class="wc-proceed-to-checkout">
		<a href="${ctx.url(paths.checkout)}" class="checkout-button button alt wc-forward">Ödeme sayfasına git</a>
	</div>

	
</div>`;
}

/** The empty cart (cart-empty.php). */
export function emptyCart(ctx: RequestContext): SafeHtml {
  return html`<div class="wc-empty-cart-message">
	<div class="cart-empty woocommerce-info" role="status">
		Sepetiniz şu anda boş.	</div>
</div>
	<p class="return-to-shop">
		<a class="button wc-backward" href="${ctx.url('/')}">
			Mağazaya dön		</a>
	</p>`;
}

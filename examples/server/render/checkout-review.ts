import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import { type Cart, type CartTotals, calculateTotals } from '../shop';
import { wcPrice } from './price';
import { couponRows, shippingMethodList } from './totals-rows';

function shippingRow(totals: CartTotals): SafeHtml | string {
  if (totals.rates.length === 0) return '';
  return html`
			<tr class="woocommerce-shipping-totals shipping">
	<th>Gönderim</th>
	<td data-title="Gönderim">
					${shippingMethodList(totals)}
			</td>
</tr>`;
}

/** review-order.php: the order's lines, subtotal, a row per coupon, shipping and the total. */
export function reviewOrderTable(ctx: RequestContext, cart: Cart): SafeHtml {
  const totals = calculateTotals(ctx.db, ctx.session.id, cart, ctx.store.nowSeconds());
  const lines = cart.lines.map(
    (line) => html`
						<tr class="cart_item">
					<td class="product-name">
						${line.name}&nbsp;						 <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong>											</td>
					<td class="product-total">
						${wcPrice(line.lineKurus)}					</td>
				</tr>`,
  );
  return html`<table class="shop_table woocommerce-checkout-review-order-table">
	<thead>
		<tr>
			<th class="product-name">Ürün</th>
			<th class="product-total">Ara toplam</th>
		</tr>
	</thead>
	<tbody>${lines}
					</tbody>
	<tfoot>

		<tr class="cart-subtotal">
			<th>Ara toplam</th>
			<td>${wcPrice(totals.subtotalKurus)}</td>
		</tr>
${couponRows(ctx, totals, { pagePath: paths.checkout, dataTitle: false })}
		${shippingRow(totals)}

		<tr class="order-total">
			<th>Toplam</th>
			<td><strong>${wcPrice(totals.totalKurus)}</strong> </td>
		</tr>

	</tfoot>
</table>`;
}

/** payment.php: the gateways (bank transfer, cash on delivery) and the place-order button. */
export function checkoutPayment(ctx: RequestContext, chosen = 'bacs'): SafeHtml {
  const gateway = (
    id: string,
    title: string,
    description: string,
  ) => html`<li class="wc_payment_method payment_method_${id}">
	<input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}" ${id === chosen ? raw("checked='checked'") : ''} data-order_button_text="" />
	<label for="payment_method_${id}">${title}</label>
	<div class="payment_box payment_method_${id}"${id === chosen ? '' : raw(' style="display:none;"')}>
		<p>${description}</p>
	</div>
</li>`;
  return html`<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods">
			${gateway('bacs', 'Banka havalesi/EFT', 'Ödemenizi doğrudan banka hesabımıza yapın. Açıklama alanına sipariş numaranızı yazın.')}
${gateway('cod', 'Kapıda ödeme', 'Siparişinizi teslim alırken nakit ödeyin.')}
		</ul>
		<div class="form-row place-order">
		<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Siparişi onayla" data-value="Siparişi onayla">Siparişi onayla</button>
		<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${ctx.nonce('woocommerce-process_checkout')}" /><input type="hidden" name="_wp_http_referer" value="${paths.checkout}" />	</div>
</div>`;
}

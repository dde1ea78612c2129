import { getPage } from '../content';
import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml } from '../lib';
import {
  BASE_CURRENCY,
  type Cart,
  type CartTotals,
  calculateTotals,
  currentCurrency,
  inCurrency,
  paymentGateways,
  termsPageId,
} from '../shop';
import { wcPrice } from './price';
import { couponRows, shippingMethodList } from './totals-rows';
import { wcTexts } from './wc-texts';

/**
 * With another currency chosen in the switcher, the review says what the order will be charged:
 * orders are kept and paid in the store's currency (lira), the other currency only shows prices.
 */
function chargedInLira(totalKurus: number): SafeHtml | string {
  if (currentCurrency().code === BASE_CURRENCY.code) return '';
  return html`		<tr class="order-total-charged">
			<th>Ödenecek tutar</th>
			<td>${inCurrency(BASE_CURRENCY, () => wcPrice(totalKurus))} <small>Siparişiniz Türk lirası ile alınır.</small></td>
		</tr>
`;
}

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
${chargedInLira(totals.totalKurus)}
	</tfoot>
</table>`;
}

/**
 * terms.php: the terms page's content (hidden until its link is clicked) and the required terms
 * checkbox with `terms-field`, when the store has a published terms page; nothing otherwise.
 */
function termsBox(ctx: RequestContext, checked: boolean): SafeHtml | string {
  const pageId = termsPageId(ctx.db);
  const page = pageId === null ? null : getPage(ctx.db, pageId);
  if (!page) return '';
  const link = html`<a href="${ctx.url(`/${page.slug}/`)}" class="woocommerce-terms-and-conditions-link" target="_blank">${wcTexts.termsLinkText}</a>`;
  return html`<div class="woocommerce-terms-and-conditions-wrapper">
		<div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;">${raw(page.content)}</div>
			<p class="form-row validate-required">
			<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
			<input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" ${checked ? raw("checked='checked'") : ''} id="terms" aria-required="true" />
				<span class="woocommerce-terms-and-conditions-checkbox-text">${wcTexts.termsCheckbox(link)}</span>&nbsp;<abbr class="required" title="${wcTexts.required}">*</abbr>
			</label>
			<input type="hidden" name="terms-field" value="1" />
		</p>
			</div>`;
}

/**
 * payment.php: the gateways (bank transfer, cash on delivery), the noscript "update totals"
 * button, the terms box and the place-order button with the checkout nonce.
 */
export function checkoutPayment(
  ctx: RequestContext,
  options: { chosen?: string; termsChecked?: boolean } = {},
): SafeHtml {
  const chosen = paymentGateways.some((g) => g.id === options.chosen) ? options.chosen : 'bacs';
  const gateways = paymentGateways.map(
    (gateway) => html`<li class="wc_payment_method payment_method_${gateway.id}">
	<input id="payment_method_${gateway.id}" type="radio" class="input-radio" name="payment_method" value="${gateway.id}" ${gateway.id === chosen ? raw("checked='checked'") : ''} data-order_button_text="" />
	<label for="payment_method_${gateway.id}">${gateway.title}</label>
	<div class="payment_box payment_method_${gateway.id}"${gateway.id === chosen ? '' : raw(' style="display:none;"')}>
		<p>${gateway.description}</p>
	</div>
</li>
`,
  );
  return html`<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods">
			${gateways}		</ul>
		<div class="form-row place-order">
		<noscript>
			${wcTexts.noscriptTotals}			<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="${wcTexts.updateTotals}">${wcTexts.updateTotals}</button>
		</noscript>

			${termsBox(ctx, options.termsChecked === true)}

		<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="${wcTexts.placeOrder}" data-value="${wcTexts.placeOrder}">${wcTexts.placeOrder}</button>
		<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${ctx.nonce('woocommerce-process_checkout')}" /><input type="hidden" name="_wp_http_referer" value="${paths.checkout}" />	</div>
</div>`;
}

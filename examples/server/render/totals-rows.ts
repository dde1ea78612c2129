/**
 * Rows the cart totals (cart-totals.php) and the checkout's order review (review-order.php)
 * share: a row per applied coupon with its remove link, and the shipping method radios.
 */
import type { RequestContext } from '../context';
import { escUrl, html, raw, type SafeHtml } from '../lib';
import type { CartTotals } from '../shop';
import { wcPrice } from './price';

/** `<page>?remove_coupon=<code>`: the no-JavaScript remove link of a coupon row. */
function removeCouponUrl(ctx: RequestContext, pagePath: string, code: string): string {
  const url = new URL(ctx.url(pagePath));
  url.searchParams.set('remove_coupon', code);
  return url.href;
}

/** One `tr.cart-discount` per coupon; the cart page's cells carry `data-title`, the review's don't. */
export function couponRows(
  ctx: RequestContext,
  totals: CartTotals,
  options: { pagePath: string; dataTitle: boolean },
): SafeHtml[] {
  return totals.discounts.map((discount) => {
    const title = options.dataTitle ? html` data-title="Kupon: ${discount.code}"` : '';
    return html`
					<tr class="cart-discount coupon-${discount.code}">
				<th>Kupon: ${discount.code}</th>
				<td${title}>-${wcPrice(discount.kurus)} <a role="button" aria-label="${discount.code} kuponunu kaldır" href="${escUrl(removeCouponUrl(ctx, options.pagePath, discount.code))}" class="woocommerce-remove-coupon" data-coupon="${discount.code}">[Kaldır]</a></td>
			</tr>`;
  });
}

/** The shipping method radios (`ul#shipping_method`), the chosen one checked. */
export function shippingMethodList(totals: CartTotals): SafeHtml {
  const methods = totals.rates.map((rate) => {
    const id = `shipping_method_0_${rate.id.replace(/[^a-z0-9]/gi, '')}`;
    const checked = rate.id === totals.chosen?.id ? raw("  checked='checked'") : '';
    const cost = rate.costKurus > 0 ? html`: ${wcPrice(rate.costKurus)}` : '';
    return html`
									<li>
						<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${rate.id}" class="shipping_method" ${checked} /><label for="${id}">${rate.label}${cost}</label>					</li>`;
  });
  return html`<ul id="shipping_method" class="woocommerce-shipping-methods">${methods}
							</ul>`;
}

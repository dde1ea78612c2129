import type { RequestContext } from '../context';
import { html, paths, raw, type SafeHtml, storeUtcOffsetHours } from '../lib';
import { BASE_CURRENCY, bankAccounts, findGateway, getProduct, inCurrency, type Order } from '../shop';
import { wcPrice } from './price';
import { storeDateText, wcTexts } from './wc-texts';

/** The order's date as the overview prints it ('24 Kasım 2026', Istanbul time). */
function orderDate(order: Order): string {
  const local = new Date(order.createdAt * 1000 + storeUtcOffsetHours * 3600 * 1000);
  return storeDateText(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

/** WC_Order::get_shipping_to_display(): the cost and "<method> ile", or the method's name when free. */
function shippingToDisplay(order: Order): SafeHtml {
  if (order.shippingKurus > 0) {
    return html`${wcPrice(order.shippingKurus)}&nbsp;<small class="shipped_via">${wcTexts.shippedVia(order.shippingTitle ?? '')}</small>`;
  }
  return html`${order.shippingTitle ?? ''}`;
}

/** The address block (WooCommerce's TR format: name, company, street, postcode + district + province). */
function addressLines(values: Record<string, string>, group: 'billing' | 'shipping'): SafeHtml {
  const get = (key: string) => values[`${group}_${key}`] ?? '';
  const lines = [
    `${get('first_name')} ${get('last_name')}`.trim(),
    get('company'),
    get('address_1'),
    get('address_2'),
    [get('postcode'), get('city'), get('state')].filter(Boolean).join(' '),
  ].filter((line) => line !== '');
  return html`${lines.map((line, index) => html`${index > 0 ? raw('<br>') : ''}${line}`)}`;
}

/** The shipping column is printed when the order needs a shipping address (not local pickup). */
const needsShippingAddress = (order: Order): boolean =>
  order.shippingRateId !== null && !order.shippingRateId.startsWith('local_pickup');

/** order/order-details-customer.php. */
function customerDetails(order: Order): SafeHtml {
  const billing = html`<h2 class="woocommerce-column__title">${wcTexts.billingAddress}</h2>

	<address>
		${addressLines(order.billing, 'billing')}
					<p class="woocommerce-customer-details--phone">${order.billing.billing_phone ?? ''}</p>
							<p class="woocommerce-customer-details--email">${order.billing.billing_email ?? ''}</p>
			</address>`;
  if (!needsShippingAddress(order)) {
    return html`<section class="woocommerce-customer-details">
	${billing}
</section>`;
  }
  return html`<section class="woocommerce-customer-details">
	<section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">
		<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">
	${billing}
		</div><!-- /.col-1 -->
		<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2">
			<h2 class="woocommerce-column__title">${wcTexts.shippingAddress}</h2>
			<address>
				${addressLines(order.shipping, 'shipping')}
			</address>
		</div><!-- /.col-2 -->
	</section><!-- /.col2-set -->
</section>`;
}

/** order/order-details.php: the lines, then the totals rows and the customer's note. */
function orderDetails(ctx: RequestContext, order: Order): SafeHtml {
  const lines = order.lines.map((line) => {
    const product = getProduct(ctx.db, line.productId);
    const url = product ? new URL(ctx.url(paths.product(product.slug))) : null;
    if (url) for (const [name, value] of Object.entries(line.variation)) url.searchParams.set(name, value);
    const name = url ? html`<a href="${url.href}">${line.name}</a>` : html`${line.name}`;
    return html`
			<tr class="woocommerce-table__line-item order_item">
	<td class="woocommerce-table__product-name product-name">
		${name} <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong>	</td>
	<td class="woocommerce-table__product-total product-total">
		${wcPrice(line.totalKurus)}	</td>
</tr>`;
  });
  const rows: [string, SafeHtml][] = [[wcTexts.subtotalRow, wcPrice(order.subtotalKurus)]];
  if (order.discountKurus > 0) rows.push([wcTexts.discountRow, html`-${wcPrice(order.discountKurus)}`]);
  if (order.shippingTitle) rows.push([wcTexts.shippingRow, shippingToDisplay(order)]);
  rows.push([wcTexts.orderTotal, wcPrice(order.totalKurus)]);
  rows.push([wcTexts.paymentMethod, html`${order.paymentMethodTitle}`]);
  const note = order.customerNote
    ? html`
							<tr>
					<th>${wcTexts.noteRow}</th>
					<td>${order.customerNote}</td>
				</tr>`
    : '';
  return html`<section class="woocommerce-order-details">
	<h2 class="woocommerce-order-details__title">${wcTexts.orderDetails}</h2>
	<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
		<thead>
			<tr>
				<th class="woocommerce-table__product-name product-name">${wcTexts.product}</th>
				<th class="woocommerce-table__product-table product-total">${wcTexts.total}</th>
			</tr>
		</thead>
		<tbody>${lines}
		</tbody>
		<tfoot>${rows.map(
      ([label, value]) => html`
						<tr>
						<th scope="row">${label}</th>
						<td>${value}</td>
					</tr>`,
    )}${note}
		</tfoot>
	</table>
</section>`;
}

/** The bank transfer gateway's thank-you part: the shop's account (woocommerce-bacs-bank-details). */
function bankDetails(): SafeHtml {
  const accounts = bankAccounts.map(
    (account) => html`<h3 class="wc-bacs-bank-details-account-name">${account.accountName}:</h3>
<ul class="wc-bacs-bank-details order_details bacs_details">
<li class="bank_name">${wcTexts.bank} <strong>${account.bankName}</strong></li>
<li class="account_number">${wcTexts.accountNumber} <strong>${account.accountNumber}</strong></li>
<li class="iban">${wcTexts.iban} <strong>${account.iban}</strong></li>
<li class="bic">${wcTexts.bic} <strong>${account.bic}</strong></li>
</ul>`,
  );
  return html`<section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">${wcTexts.bankDetails}</h2>
${accounts}</section>`;
}

const thankYou = html`<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">${wcTexts.thankYou}</p>`;

/**
 * checkout/thankyou.php and order-received.php for an order, as its viewer may see it: with the
 * right key the full page (overview, the gateway's part, order details, and the addresses when
 * the viewer placed it); a wrong key only the thank-you line, which says nothing about the key;
 * a customer's order opened by someone else the thank-you line and a log-in notice.
 */
export function orderReceived(ctx: RequestContext, order: Order | null, key: string): SafeHtml {
  // An order is kept and charged in the store's currency (lira, kuruş amounts): its page prints
  // it in lira whatever the visitor's switcher says (the checkout said so before placing it).
  return inCurrency(BASE_CURRENCY, () => orderPage(ctx, order, key));
}

function orderPage(ctx: RequestContext, order: Order | null, key: string): SafeHtml {
  if (!order || order.key !== key) {
    return html`<div class="woocommerce"><div class="woocommerce-order">
	${thankYou}
	</div></div>`;
  }
  if (order.customerId !== null && ctx.user?.id !== order.customerId) {
    return html`<div class="woocommerce"><div class="woocommerce-order">
	${thankYou}
	<div class="woocommerce-info" role="status">${wcTexts.loginToViewOrder}</div>
	</div></div>`;
  }
  const owner = order.customerId !== null && ctx.user?.id === order.customerId;
  const email = owner
    ? html`
				<li class="woocommerce-order-overview__email email">
					${wcTexts.orderEmail} <strong>${order.billing.billing_email ?? ''}</strong>
				</li>`
    : '';
  const gateway = findGateway(order.paymentMethod);
  const instructions = gateway?.instructions ? html`<p>${gateway.instructions}</p>` : '';
  const viewerPlacedIt = order.customerId === (ctx.user?.id ?? null);
  return html`<div class="woocommerce"><div class="woocommerce-order">

			${thankYou}

			<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">

				<li class="woocommerce-order-overview__order order">
					${wcTexts.orderNumber} <strong>${order.id}</strong>
				</li>

				<li class="woocommerce-order-overview__date date">
					${wcTexts.orderDate} <strong>${orderDate(order)}</strong>
				</li>
${email}
				<li class="woocommerce-order-overview__total total">
					${wcTexts.orderTotal} <strong>${wcPrice(order.totalKurus)}</strong>
				</li>

				<li class="woocommerce-order-overview__payment-method method">
					${wcTexts.paymentMethod} <strong>${order.paymentMethodTitle}</strong>
				</li>

			</ul>

		${instructions}${order.paymentMethod === 'bacs' && order.status === 'on-hold' ? bankDetails() : ''}
${orderDetails(ctx, order)}
${viewerPlacedIt ? customerDetails(order) : ''}
	</div></div>`;
}

/**
 * The classic checkout as WooCommerce prints it: form-coupon.php (toggle and hidden form, before
 * the checkout form) and, from reference/woocommerce/checkout-form.html, the order review with
 * its shipping choices and payment box (trimmed to one line and two gateways).
 */
export const CHECKOUT_PAGE_MARKUP = `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
<div class="woocommerce-form-coupon-toggle">
	<div class="woocommerce-info" role="status">
		Have a coupon? <a href="#" role="button" aria-label="Enter your coupon code" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a>	</div>
</div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">
	<p class="form-row form-row-first">
		<label for="coupon_code" class="screen-reader-text">Coupon:</label>
		<input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value="" />
	</p>
	<p class="form-row form-row-last">
		<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
	</p>
	<div class="clear"></div>
</form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="http://127.0.0.1:8089/checkout/" enctype="multipart/form-data" aria-label="Checkout">
		<div class="col2-set" id="customer_details"><div class="col-1">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">
		<p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10"><label for="billing_first_name" class="required_field">First name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_first_name" id="billing_first_name" placeholder=""  value="Ada" aria-required="true" autocomplete="given-name" /></span></p>
		<p class="form-row form-row-wide" id="billing_city_field"><input type="text" class="input-text " name="billing_city" id="billing_city" value="İzmir" /></p>
	</div></div></div>
	<h3 id="order_review_heading">Your order</h3>
	<div id="order_review" class="woocommerce-checkout-review-order">
		<table class="shop_table woocommerce-checkout-review-order-table">
	<tbody>
						<tr class="cart_item">
					<td class="product-name">Hoodie - Red, Small&nbsp; <strong class="product-quantity">&times;&nbsp;1</strong></td>
					<td class="product-total"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>45.00</bdi></span></td>
				</tr>
	</tbody>
	<tfoot>
			<tr class="woocommerce-shipping-totals shipping">
	<th>Shipping</th>
	<td data-title="Shipping">
					<ul id="shipping_method" class="woocommerce-shipping-methods">
									<li>
						<input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method"  /><label for="shipping_method_0_flat_rate1">Flat rate</label>					</li>
									<li>
						<input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_free_shipping2" value="free_shipping:2" class="shipping_method"  checked='checked' /><label for="shipping_method_0_free_shipping2">Free shipping</label>					</li>
							</ul>
			</td>
</tr>
		<tr class="order-total">
			<th>Total</th>
			<td><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>45.00</bdi></span></strong> </td>
		</tr>
	</tfoot>
</table>
<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods">
			<li class="wc_payment_method payment_method_bacs">
	<input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs"  checked='checked' data-order_button_text="" />
	<label for="payment_method_bacs">Direct bank transfer</label>
			<div class="payment_box payment_method_bacs" ><p>Make your payment directly into our bank account.</p></div>
	</li>
<li class="wc_payment_method payment_method_cod">
	<input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod"  data-order_button_text="" />
	<label for="payment_method_cod">Cash on delivery</label>
			<div class="payment_box payment_method_cod" style="display:none;"><p>Pay with cash upon delivery.</p></div>
	</li>
		</ul>
</div>
	</div>
</form></div>`;

/** wc_checkout_params as the reference store printed it (config-globals.js). */
export const CHECKOUT_PARAMS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  update_order_review_nonce: '2cc25d909e',
  apply_coupon_nonce: 'ae6c38000c',
  remove_coupon_nonce: 'f4c3d92e7b',
  option_guest_checkout: 'yes',
  checkout_url: '/?wc-ajax=checkout',
  is_checkout: '1',
  debug_mode: '1',
};

/** The review table update_order_review answers (reference update-order-review-response.json, trimmed). */
export const REVIEW_TABLE_WITH_COUPON = `<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr class="cart_item"><td class="product-name">Hoodie - Red, Small</td><td class="product-total">$45.00</td></tr></tbody><tfoot><tr class="cart-discount coupon-save10"><th>Coupon: save10</th><td>-$4.50</td></tr><tr class="order-total"><th>Total</th><td><strong>$40.50</strong></td></tr></tfoot></table>`;

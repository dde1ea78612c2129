/**
 * The classic checkout form as WooCommerce 10 prints it (reference/woocommerce/checkout-form.html:
 * the attribution inputs, billing fields, "Ship to a different address?" with the shipping
 * fields, order notes, the order review and `#payment` with the nonce), the country and state
 * lists trimmed to a few options, and the terms box as checkout.md §7 captured it. And the
 * `?wc-ajax=checkout` replies that store sent (checkout.md §3, §4, §9).
 */
export const CHECKOUT_FORM_MARKUP = `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="http://127.0.0.1:8089/checkout/" enctype="multipart/form-data" aria-label="Checkout">

	
		
		<div class="col2-set" id="customer_details">
			<div class="col-1">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">
	
		<h3>Billing details</h3>

	
	
	<div class="woocommerce-billing-fields__field-wrapper">
		<p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10"><label for="billing_first_name" class="required_field">First name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_first_name" id="billing_first_name" placeholder=""  value="" aria-required="true" autocomplete="given-name" /></span></p><p class="form-row form-row-last validate-required" id="billing_last_name_field" data-priority="20"><label for="billing_last_name" class="required_field">Last name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_last_name" id="billing_last_name" placeholder=""  value="" aria-required="true" autocomplete="family-name" /></span></p><p class="form-row form-row-wide" id="billing_company_field" data-priority="30"><label for="billing_company" class="">Company name&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_company" id="billing_company" placeholder=""  value="" autocomplete="organization" /></span></p><p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="billing_country_field" data-priority="40"><label for="billing_country" class="required_field">Country / Region&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="billing_country" id="billing_country" class="country_to_state country_select " aria-required="true" autocomplete="country" data-placeholder="Select a country / region&hellip;" data-label="Country / Region"><option value="">Select a country / region&hellip;</option><option value="CA" >Canada</option><option value="TR" >Türkiye</option><option value="US"  selected='selected'>United States (US)</option></select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript></span></p><p class="form-row form-row-wide address-field validate-required" id="billing_address_1_field" data-priority="50"><label for="billing_address_1" class="required_field">Street address&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_address_1" id="billing_address_1" placeholder="House number and street name"  value="" aria-required="true" autocomplete="address-line1" /></span></p><p class="form-row form-row-wide address-field" id="billing_address_2_field" data-priority="60"><label for="billing_address_2" class="screen-reader-text">Apartment, suite, unit, etc.&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_address_2" id="billing_address_2" placeholder="Apartment, suite, unit, etc. (optional)"  value="" autocomplete="address-line2" /></span></p><p class="form-row form-row-wide address-field validate-required" id="billing_city_field" data-priority="70"><label for="billing_city" class="required_field">Town / City&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_city" id="billing_city" placeholder=""  value="" aria-required="true" autocomplete="address-level2" /></span></p><p class="form-row form-row-wide address-field validate-required validate-state" id="billing_state_field" data-priority="80"><label for="billing_state" class="required_field">State&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="billing_state" id="billing_state" class="state_select " aria-required="true" autocomplete="address-level1" data-placeholder="Select an option&hellip;"  data-input-classes="" data-label="State">
						<option value="">Select an option&hellip;</option><option value="CA"  selected='selected'>California</option><option value="NY" >New York</option></select></span></p><p class="form-row form-row-wide address-field validate-required validate-postcode" id="billing_postcode_field" data-priority="90"><label for="billing_postcode" class="required_field">ZIP Code&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_postcode" id="billing_postcode" placeholder=""  value="" aria-required="true" autocomplete="postal-code" /></span></p><p class="form-row form-row-wide validate-required validate-phone" id="billing_phone_field" data-priority="100"><label for="billing_phone" class="required_field">Phone&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="tel" class="input-text " name="billing_phone" id="billing_phone" placeholder=""  value="" aria-required="true" autocomplete="tel" /></span></p><p class="form-row form-row-wide validate-required validate-email" id="billing_email_field" data-priority="110"><label for="billing_email" class="required_field">Email address&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="email" class="input-text " name="billing_email" id="billing_email" placeholder=""  value="" aria-required="true" autocomplete="email" /></span></p>	</div>

	</div>

			</div>

			<div class="col-2">
				<div class="woocommerce-shipping-fields">
	
		<h3 id="ship-to-different-address">
			<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
				<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"  type="checkbox" name="ship_to_different_address" value="1" /> <span>Ship to a different address?</span>
			</label>
		</h3>

		<div class="shipping_address">

			
			<div class="woocommerce-shipping-fields__field-wrapper">
				<p class="form-row form-row-first validate-required" id="shipping_first_name_field" data-priority="10"><label for="shipping_first_name" class="required_field">First name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="shipping_first_name" id="shipping_first_name" placeholder=""  value="" aria-required="true" autocomplete="given-name" /></span></p><p class="form-row form-row-last validate-required" id="shipping_last_name_field" data-priority="20"><label for="shipping_last_name" class="required_field">Last name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="shipping_last_name" id="shipping_last_name" placeholder=""  value="" aria-required="true" autocomplete="family-name" /></span></p><p class="form-row form-row-wide" id="shipping_company_field" data-priority="30"><label for="shipping_company" class="">Company name&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="shipping_company" id="shipping_company" placeholder=""  value="" autocomplete="organization" /></span></p><p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="shipping_country_field" data-priority="40"><label for="shipping_country" class="required_field">Country / Region&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="shipping_country" id="shipping_country" class="country_to_state country_select " aria-required="true" autocomplete="country" data-placeholder="Select a country / region&hellip;" data-label="Country / Region"><option value="">Select a country / region&hellip;</option><option value="CA" >Canada</option><option value="TR" >Türkiye</option><option value="US"  selected='selected'>United States (US)</option></select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript></span></p><p class="form-row form-row-wide address-field validate-required" id="shipping_address_1_field" data-priority="50"><label for="shipping_address_1" class="required_field">Street address&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="shipping_address_1" id="shipping_address_1" placeholder="House number and street name"  value="" aria-required="true" autocomplete="address-line1" /></span></p><p class="form-row form-row-wide address-field" id="shipping_address_2_field" data-priority="60"><label for="shipping_address_2" class="screen-reader-text">Apartment, suite, unit, etc.&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="shipping_address_2" id="shipping_address_2" placeholder="Apartment, suite, unit, etc. (optional)"  value="" autocomplete="address-line2" /></span></p><p class="form-row form-row-wide address-field validate-required" id="shipping_city_field" data-priority="70"><label for="shipping_city" class="required_field">Town / City&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="shipping_city" id="shipping_city" placeholder=""  value="" aria-required="true" autocomplete="address-level2" /></span></p><p class="form-row form-row-wide address-field validate-required validate-state" id="shipping_state_field" data-priority="80"><label for="shipping_state" class="required_field">State&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="shipping_state" id="shipping_state" class="state_select " aria-required="true" autocomplete="address-level1" data-placeholder="Select an option&hellip;"  data-input-classes="" data-label="State">
						<option value="">Select an option&hellip;</option><option value="CA"  selected='selected'>California</option><option value="NY" >New York</option></select></span></p><p class="form-row form-row-wide address-field validate-required validate-postcode" id="shipping_postcode_field" data-priority="90"><label for="shipping_postcode" class="required_field">ZIP Code&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="shipping_postcode" id="shipping_postcode" placeholder=""  value="" aria-required="true" autocomplete="postal-code" /></span></p>			</div>

			
		</div>

	</div>
<div class="woocommerce-additional-fields">
	
	
		
		<div class="woocommerce-additional-fields__field-wrapper">
							<p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments" class="">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text " id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery."  rows="2" cols="5"></textarea></span></p>					</div>

	
	</div>
			</div>
		</div>

		
		
		
	<h3 id="order_review_heading">Your order</h3>
	
	
	<div id="order_review" class="woocommerce-checkout-review-order">
		<table class="shop_table woocommerce-checkout-review-order-table">
	<thead>
		<tr>
			<th class="product-name">Product</th>
			<th class="product-total">Subtotal</th>
		</tr>
	</thead>
	<tbody>
						<tr class="cart_item">
					<td class="product-name">
						Hoodie - Red, Small&nbsp;						 <strong class="product-quantity">&times;&nbsp;1</strong>											</td>
					<td class="product-total">
						<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>45.00</bdi></span>					</td>
				</tr>
					</tbody>
	<tfoot>

		<tr class="cart-subtotal">
			<th>Subtotal</th>
			<td><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>45.00</bdi></span></td>
		</tr>

					<tr class="cart-discount coupon-save10">
				<th>Coupon: save10</th>
				<td>-<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#036;</span>4.50</span> <a role="button" aria-label="Remove save10 coupon" href="http://127.0.0.1:8089/cart/?remove_coupon=save10" class="woocommerce-remove-coupon" data-coupon="save10">[Remove]</a></td>
			</tr>
		
		
			
			<tr class="woocommerce-shipping-totals shipping">
	<th>Shipping</th>
	<td data-title="Shipping">
					<ul id="shipping_method" class="woocommerce-shipping-methods">
									<li>
						<input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method"  /><label for="shipping_method_0_flat_rate1">Flat rate: <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>5.00</bdi></span></label>					</li>
									<li>
						<input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_free_shipping2" value="free_shipping:2" class="shipping_method"  checked='checked' /><label for="shipping_method_0_free_shipping2">Free shipping</label>					</li>
							</ul>
						
		
			</td>
</tr>

			
		
		
		
		
		<tr class="order-total">
			<th>Total</th>
			<td><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>40.50</bdi></span></strong> </td>
		</tr>

		
	</tfoot>
</table>
<div id="payment" class="woocommerce-checkout-payment">
			<ul class="wc_payment_methods payment_methods methods">
			<li class="wc_payment_method payment_method_bacs">
	<input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs"  checked='checked' data-order_button_text="" />

	<label for="payment_method_bacs">
		Direct bank transfer 	</label>
			<div class="payment_box payment_method_bacs" >
			<p>Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.</p>
		</div>
	</li>
<li class="wc_payment_method payment_method_cod">
	<input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod"  data-order_button_text="" />

	<label for="payment_method_cod">
		Cash on delivery 	</label>
			<div class="payment_box payment_method_cod" style="display:none;">
			<p>Pay with cash upon delivery.</p>
		</div>
	</li>
		</ul>
		<div class="form-row place-order">
		<noscript>
			Since your browser does not support JavaScript, or it is disabled, please ensure you click the <em>Update Totals</em> button before placing your order. You may be charged more than the amount stated above if you fail to do so.			<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button>
		</noscript>

			<div class="woocommerce-terms-and-conditions-wrapper">
  <div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to process your order, support your experience throughout this website, and for other purposes described in our <a href="http://127.0.0.1:8089/?page_id=3" class="woocommerce-privacy-policy-link" target="_blank">privacy policy</a>.</p></div>
  <div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><p>These are the terms of the realwc test store.</p></div>
  <p class="form-row validate-required">
    <label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
      <input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms">
      <span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="http://127.0.0.1:8089/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a></span>&nbsp;<abbr class="required" title="required">*</abbr>
    </label>
    <input type="hidden" name="terms-field" value="1">
  </p>
</div>
	
		
		<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>
		
		<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="eb3322e666" /><input type="hidden" name="_wp_http_referer" value="/checkout/" />	</div>
</div>
	</div>

	
</form>
`;

/** The success reply (checkout.md §3). */
export const CHECKOUT_SUCCESS_REPLY = {
  result: 'success',
  redirect: 'http://127.0.0.1:8089/checkout/order-received/77/?key=wc_order_aZrN8ko7fci66',
  order_id: 77,
};

/** The failure reply for a bad e-mail, a bad phone and the terms unticked (checkout.md §4). */
export const CHECKOUT_FAILURE_REPLY = {
  result: 'failure',
  messages:
    '\n<ul class="woocommerce-error" role="alert">\n\t\t\t<li data-id="billing_phone">\n\t\t\t<strong>Billing Phone</strong> is not a valid phone number.\t\t</li>\n\t\t\t<li data-id="billing_email">\n\t\t\t<strong>Billing Email address</strong> is not a valid email address.\t\t</li>\n\t\t\t<li data-id="terms">\n\t\t\tPlease read and accept the terms and conditions to proceed with your order.\t\t</li>\n\t</ul>\n',
  refresh: false,
  reload: false,
};

/** The reply to a refused nonce while the cart is not empty (checkout.md §9): notices and `refresh`. */
export const CHECKOUT_NONCE_REPLY = {
  result: 'failure',
  messages:
    '\n<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tWe were unable to process your order, please try again.\t\t</li>\n\t</ul>\n',
  refresh: true,
  reload: false,
};

/**
 * The product-blocks cart-coupon block as the plugin's Template.php prints it (the toggle shown),
 * for the checkout (`wopbPageType="checkout"`) or the cart page.
 */
export function couponBlockHtml(pageType: string = 'checkout'): string {
  return `<div class="wp-block-product-blocks-cart-coupon wopb-block-5d3c1a "><div class="wopb-product-wrapper">
<div class="wopb-coupon-section">
	<div class="woocommerce-notices-wrapper"></div>
			<div class="wopb-toggle-header">
			<span class="wopb-toggle-text">Promosyon kodunuz var mı?</span>
			<button type="button" class="wopb-toggle-btn"></button>
		</div>
		<div class="wopb-coupon-form checkout_coupon woocommerce-form-coupon" >
		<div class="wopb-coupon-body">
			<div class="wopb-coupon-title">Kupon kodunuzu girin</div>
						<input type="text" name="coupon_code" id="coupon_code" class="input-text wopb-coupon-code" value="" placeholder="Kupon kodu"/>
						<button class="button wopb-checkout-coupon-submit-btn " wopbPageType="${pageType}" name="apply_coupon" value="Kuponu uygula">Kuponu uygula</button>
		</div>
	</div>
</div>
</div> </div>`;
}

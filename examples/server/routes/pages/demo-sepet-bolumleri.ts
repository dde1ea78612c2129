import { html } from '../../lib';
import { checkoutGlobals } from '../../render';
import { definePage } from '../define';

/**
 * The coupon block of product-blocks' cart builder (`product-blocks/cart-coupon`, its
 * Template.php as the plugin prints it, toggle shown): the header toggles the coupon form open and
 * closed (the cart-sections island); its button applies the code to the visitor's cart (the
 * coupon-block island, `apply_coupon` with the checkout nonce its `wopbPageType` names, so the page
 * prints `wc_checkout_params`). The block prints on the cart and checkout pages only when the cart
 * has items; here it is printed always, so it can be tried on its own.
 */
export default definePage({
  path: '/demo/sepet-bolumleri',
  render: (ctx) => ({
    globals: [checkoutGlobals(ctx)],
    title: 'Sepet bölümleri',
    bodyClass: ['wp-singular', 'page-template-default', 'page'],
    main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Sepet bölümleri</h1></header>
<div class="entry-content">
<p>Sepet oluşturucunun kupon bölümü: başlığa ya da düğmesine basınca kupon formu açılır ve kapanır; kod sepetinize uygulanır.</p>
<div id="" class="wp-block-product-blocks-cart-coupon wopb-block-5d3c1a "><div class="wopb-product-wrapper">
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
						<button class="button wopb-checkout-coupon-submit-btn " wopbPageType="checkout" name="apply_coupon" value="Kuponu uygula">Kuponu uygula</button>
		</div>
	</div>
</div>
</div> </div> 
</div>
</article>`,
  }),
});

/**
 * The classic checkout's guest login (WooCommerce templates/global/form-login.php as the checkout
 * prints it), with the demo store's Turkish texts. The same markup as the demo store's /odeme/.
 */
export const CHECKOUT_LOGIN_HTML = `<div class="woocommerce"><div class="woocommerce-form-login-toggle">
	<div class="woocommerce-info" role="status">
	Daha önce alışveriş yaptınız mı? <a href="#" class="showlogin">Giriş yapmak için tıklayın</a>	</div>
</div>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/odeme/" style="display:none;">
	<p>Daha önce bizden alışveriş yaptıysanız bilgilerinizi aşağıya girin. Yeni bir müşteriyseniz fatura bölümüne geçin.</p>
	<p class="form-row form-row-first">
		<label for="username">Kullanıcı adı veya e-posta&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input type="text" class="input-text" name="username" id="username" autocomplete="username" />
	</p>
	<p class="form-row form-row-last">
		<label for="password">Parola&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" />
	</p>
	<div class="clear"></div>
	<p class="form-row">
		<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
			<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Beni hatırla</span>
		</label>
		<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Giriş yap">Giriş yap</button>
	</p>
	<p class="lost_password"><a href="#">Parolanızı mı unuttunuz?</a></p>
	<div class="clear"></div>
</form></div>`;

/** The start of the checkout form with WooCommerce's empty `<wc-order-attribution-inputs>`. */
export const CHECKOUT_ATTRIBUTION_HTML = `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/odeme/" aria-label="Ödeme">
		<div class="col2-set" id="customer_details"><div class="col-1">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">
		<h3>Fatura bilgileri</h3>
		<p class="form-row form-row-first validate-required" id="billing_first_name_field"><label for="billing_first_name" class="required_field">Ad&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_first_name" id="billing_first_name" value="" autocomplete="given-name" /></span></p>
	</div></div></div></form>`;

/** woocommerce_demo_store() as WooCommerce 10 prints it. */
export function storeNoticeHtml(idAttribute = 'data-notice-id', id = '5f1d7e2c'): string {
  return `<p role="complementary" aria-label="Mağaza bildirimi" class="woocommerce-store-notice demo_store" ${idAttribute}="${id}" style="display:none;">Kasım fırsatları başladı: 750 ₺ ve üzeri siparişlerde kargo bedava! <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Kapat</a></p>`;
}

/** LaunchYourStore::maybe_add_coming_soon_banner_on_frontend() for user 1. */
export function comingSoonHtml(restUrl: string | null = '/wp-json/wp/v2/users/1'): string {
  const url = restUrl === null ? '' : ` data-rest-url='${restUrl}'`;
  return `<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>
			Bu sayfa &quot;Yakında&quot; modunda; yalnızca siz ve izni olanlar görebilir. Herkese açmak için&nbsp;<a href='#'>görünürlük ayarlarını değiştirin</a>
		</div><a class='coming-soon-footer-banner-dismiss'${url} data-rest-nonce='7d1f2c9a4b'></a></div>`;
}

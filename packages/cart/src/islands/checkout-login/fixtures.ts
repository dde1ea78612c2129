/**
 * WooCommerce's checkout login (templates/global/form-login.php, as the checkout prints it for
 * guests), with the demo store's Turkish texts: the toggle notice and the form printed hidden.
 */
export const CHECKOUT_LOGIN_MARKUP = `<div class="woocommerce-form-login-toggle">
	<div class="woocommerce-info" role="status">
	Daha önce alışveriş yaptınız mı? <a href="#" class="showlogin">Giriş yapmak için tıklayın</a>	</div>
</div>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/odeme/" style="display:none;">
	<p>Daha önce bizden alışveriş yaptıysanız bilgilerinizi aşağıya girin.</p>
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
		<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="5c1e1e1e1e" /><input type="hidden" name="_wp_http_referer" value="/odeme/" />		<input type="hidden" name="redirect" value="/odeme/" />
		<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Giriş yap">Giriş yap</button>
	</p>
	<p class="lost_password"><a href="/hesabim/lost-password/">Parolanızı mı unuttunuz?</a></p>
	<div class="clear"></div>
</form>`;

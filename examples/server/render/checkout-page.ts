import type { RequestContext } from '../context';
import { html, localizeScript, paths, raw, type SafeHtml } from '../lib';
import type { Cart } from '../shop';
import { checkoutPayment, reviewOrderTable } from './checkout-review';
import type { GlobalScript } from './page-view';

/** wc_checkout_params, printed on the checkout page only (reference config-globals.js). */
export function checkoutGlobals(ctx: RequestContext): GlobalScript {
  return {
    id: 'wc-checkout-js-extra',
    code: localizeScript('wc_checkout_params', {
      ajax_url: paths.adminAjax,
      wc_ajax_url: paths.wcAjax,
      update_order_review_nonce: ctx.nonce('update-order-review'),
      apply_coupon_nonce: ctx.nonce('apply-coupon'),
      remove_coupon_nonce: ctx.nonce('remove-coupon'),
      option_guest_checkout: 'yes',
      checkout_url: paths.wcAjax.replace('%%endpoint%%', 'checkout'),
      is_checkout: '1',
      debug_mode: '',
      i18n_checkout_error: `Siparişiniz işlenirken bir hata oluştu. Lütfen ödeme yönteminizdeki tahsilatları ve <a href="${ctx.url(`${paths.account}orders/`)}">sipariş geçmişinizi</a> kontrol edin.`,
    }),
  };
}

/** form-login.php as the checkout prints it for guests: the toggle, then the hidden form. */
export function checkoutLogin(ctx: RequestContext): SafeHtml | string {
  if (ctx.user) return '';
  return html`<div class="woocommerce-form-login-toggle">
	<div class="woocommerce-info" role="status">
	Daha önce alışveriş yaptınız mı? <a href="#" class="showlogin">Giriş yapmak için tıklayın</a>	</div>
</div>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="${ctx.url(paths.checkout)}" style="display:none;">

	<p>Daha önce bizden alışveriş yaptıysanız bilgilerinizi aşağıya girin. Yeni bir müşteriyseniz fatura bölümüne geçin.</p>

	<p class="form-row form-row-first">
		<label for="username">Kullanıcı adı veya e-posta&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Gerekli</span></label>
		<input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true" />
	</p>
	<p class="form-row form-row-last">
		<label for="password">Parola&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Gerekli</span></label>
		<input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />
	</p>
	<div class="clear"></div>

	<p class="form-row">
		<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
			<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Beni hatırla</span>
		</label>
		<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${ctx.nonce('woocommerce-login')}" /><input type="hidden" name="_wp_http_referer" value="${paths.checkout}" />		<input type="hidden" name="redirect" value="${ctx.url(paths.checkout)}" />
		<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Giriş yap">Giriş yap</button>
	</p>
	<p class="lost_password">
		<a href="${ctx.url(`${paths.account}lost-password/`)}">Parolanızı mı unuttunuz?</a>
	</p>

	<div class="clear"></div>

</form>
`;
}

/** form-coupon.php: the toggle, then the hidden coupon form (outside the checkout form). */
export function checkoutCoupon(): SafeHtml {
  return html`<div class="woocommerce-form-coupon-toggle">
	<div class="woocommerce-info" role="status">
		Kuponunuz var mı? <a href="#" role="button" aria-label="Kupon kodunuzu girin" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Kupon kodunuzu girmek için tıklayın</a>	</div>
</div>

<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">

	<p class="form-row form-row-first">
		<label for="coupon_code" class="screen-reader-text">Kupon:</label>
		<input type="text" name="coupon_code" class="input-text" placeholder="Kupon kodu" id="coupon_code" value="" />
	</p>

	<p class="form-row form-row-last">
		<button type="submit" class="button" name="apply_coupon" value="Kuponu uygula">Kuponu uygula</button>
	</p>

	<div class="clear"></div>
</form>
`;
}

function field(
  id: string,
  label: string,
  options: {
    type?: string;
    required?: boolean;
    autocomplete: string;
    wide?: 'first' | 'last' | 'wide';
    value?: string;
  },
): SafeHtml {
  const required = options.required !== false;
  const width = `form-row-${options.wide ?? 'wide'}`;
  const mark = required
    ? raw('&nbsp;<span class="required" aria-hidden="true">*</span>')
    : raw('&nbsp;<span class="optional">(isteğe bağlı)</span>');
  return html`<p class="form-row ${width}${required ? ' validate-required' : ''}" id="${id}_field"><label for="${id}"${required ? raw(' class="required_field"') : ''}>${label}${mark}</label><span class="woocommerce-input-wrapper"><input type="${options.type ?? 'text'}" class="input-text " name="${id}" id="${id}" placeholder=""  value="${options.value ?? ''}"${required ? raw(' aria-required="true"') : ''} autocomplete="${options.autocomplete}" /></span></p>`;
}

/** form-checkout.php: billing details with the attribution inputs, then the order review. */
export function checkoutForm(ctx: RequestContext, cart: Cart): SafeHtml {
  const user = ctx.user;
  return html`<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${ctx.url(paths.checkout)}" enctype="multipart/form-data" aria-label="Ödeme">

		<div class="col2-set" id="customer_details">
			<div class="col-1">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">

		<h3>Fatura bilgileri</h3>

	<div class="woocommerce-billing-fields__field-wrapper">
		${field('billing_first_name', 'Ad', { autocomplete: 'given-name', wide: 'first' })}${field('billing_last_name', 'Soyad', { autocomplete: 'family-name', wide: 'last' })}${field('billing_company', 'Şirket adı', { autocomplete: 'organization', required: false })}<p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="billing_country_field"><label for="billing_country" class="required_field">Ülke / Bölge&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="billing_country" id="billing_country" class="country_to_state country_select " aria-required="true" autocomplete="country"><option value="TR" selected='selected'>Türkiye</option></select></span></p>${field('billing_address_1', 'Sokak adresi', { autocomplete: 'address-line1' })}${field('billing_city', 'İlçe', { autocomplete: 'address-level2' })}${field('billing_state', 'İl', { autocomplete: 'address-level1' })}${field('billing_postcode', 'Posta kodu', { autocomplete: 'postal-code' })}${field('billing_phone', 'Telefon', { type: 'tel', autocomplete: 'tel' })}${field('billing_email', 'E-posta adresi', { type: 'email', autocomplete: 'email', value: user?.email ?? '' })}	</div>

</div>
			</div>
			<div class="col-2">
<div class="woocommerce-additional-fields">
		<div class="woocommerce-additional-fields__field-wrapper">
							<p class="form-row notes" id="order_comments_field"><label for="order_comments" class="">Sipariş notları&nbsp;<span class="optional">(isteğe bağlı)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text " id="order_comments" placeholder="Siparişinizle ilgili notlar, örneğin teslimat için özel notlar."  rows="2" cols="5"></textarea></span></p>					</div>
	</div>
			</div>
		</div>

	<h3 id="order_review_heading">Siparişiniz</h3>

	<div id="order_review" class="woocommerce-checkout-review-order">
		${reviewOrderTable(ctx, cart)}
${checkoutPayment(ctx)}
	</div>

</form>
`;
}

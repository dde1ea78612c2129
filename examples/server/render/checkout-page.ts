import type { RequestContext } from '../context';
import { classNames, html, localizeScript, paths, raw, type SafeHtml } from '../lib';
import {
  type Cart,
  type CheckoutField,
  checkoutFields,
  customerCheckoutValues,
  type FieldGroup,
  type FieldProblem,
  STORE_COUNTRY,
} from '../shop';
import { checkoutPayment, reviewOrderTable } from './checkout-review';
import type { GlobalScript } from './page-view';
import { fieldLabels, wcTexts } from './wc-texts';

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
      i18n_checkout_error: wcTexts.checkoutError(ctx.url(`${paths.account}orders/`)).value,
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

/**
 * What the checkout form shows: the values (a signed-in customer's saved addresses on the first
 * visit, what was posted after a refused no-JavaScript order), the fields the server refused,
 * and the choices that are not text fields.
 */
export interface CheckoutFormState {
  /** field name → value (`billing_first_name`, `order_comments` …) */
  values: Record<string, string>;
  /** field id → what was wrong with it, printed as WooCommerce's classes and aria-invalid */
  invalid: Record<string, FieldProblem['problem']>;
  shipToDifferentAddress: boolean;
  termsChecked: boolean;
  paymentMethod: string;
}

/** The form as a visit opens it: empty for guests, the saved addresses for a signed-in customer. */
export function initialCheckoutState(ctx: RequestContext): CheckoutFormState {
  const values = ctx.user ? customerCheckoutValues(ctx.db, ctx.user) : {};
  return { values, invalid: {}, shipToDifferentAddress: false, termsChecked: false, paymentMethod: 'bacs' };
}

const invalidClass: Record<FieldProblem['problem'], string> = {
  required: 'woocommerce-invalid-required-field',
  email: 'woocommerce-invalid-email',
  phone: 'woocommerce-invalid-phone',
};

/** woocommerce_form_field() for one address or contact field. */
function formField(group: FieldGroup, field: CheckoutField, state: CheckoutFormState): SafeHtml {
  const id = `${group}_${field.key}`;
  const label = fieldLabels[field.key];
  const problem = state.invalid[id];
  const rowClass = classNames(
    'form-row',
    `form-row-${field.width}`,
    field.address && 'address-field',
    field.type === 'country' && 'update_totals_on_change',
    field.required && 'validate-required',
    field.validate && `validate-${field.validate}`,
    problem && 'woocommerce-invalid',
    problem && invalidClass[problem],
  );
  const mark = field.required
    ? raw('&nbsp;<span class="required" aria-hidden="true">*</span>')
    : html`&nbsp;<span class="optional">${wcTexts.optional}</span>`;
  const labelClass =
    field.key === 'address_2' ? 'screen-reader-text' : field.required ? 'required_field' : '';
  const aria = raw(
    `${field.required ? ' aria-required="true"' : ''}${problem ? ' aria-invalid="true"' : ''}`,
  );
  const value = field.type === 'country' ? STORE_COUNTRY : (state.values[id] ?? '');
  const placeholder =
    field.key === 'address_1'
      ? wcTexts.address1Placeholder
      : field.key === 'address_2'
        ? wcTexts.address2Placeholder
        : '';
  const control =
    field.type === 'country'
      ? html`<select name="${id}" id="${id}" class="country_to_state country_select "${aria} autocomplete="${field.autocomplete}" data-label="${label}"><option value="${STORE_COUNTRY}" selected='selected'>Türkiye</option></select>`
      : html`<input type="${field.type}" class="input-text " name="${id}" id="${id}" placeholder="${placeholder}"  value="${value}"${aria} autocomplete="${field.autocomplete}" />`;
  return html`<p class="${rowClass}" id="${id}_field"><label for="${id}" class="${labelClass}">${label}${mark}</label><span class="woocommerce-input-wrapper">${control}</span></p>`;
}

const fieldsOf = (group: FieldGroup, state: CheckoutFormState): SafeHtml[] =>
  checkoutFields[group].map((field) => formField(group, field, state));

/**
 * form-checkout.php: the billing details with the attribution inputs, "ship to a different
 * address?" with the shipping fields, the order notes, then the order review with the payment
 * methods, the terms box and the place-order button.
 */
export function checkoutForm(ctx: RequestContext, cart: Cart, state: CheckoutFormState): SafeHtml {
  const elsewhere = state.shipToDifferentAddress ? raw(" checked='checked'") : '';
  return html`<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${ctx.url(paths.checkout)}" enctype="multipart/form-data" aria-label="Ödeme">

		<div class="col2-set" id="customer_details">
			<div class="col-1">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">

		<h3>${wcTexts.billingDetails}</h3>

	<div class="woocommerce-billing-fields__field-wrapper">
		${fieldsOf('billing', state)}	</div>

</div>
			</div>
			<div class="col-2">
				<div class="woocommerce-shipping-fields">

		<h3 id="ship-to-different-address">
			<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
				<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"${elsewhere} type="checkbox" name="ship_to_different_address" value="1" /> <span>${wcTexts.shipToDifferentAddress}</span>
			</label>
		</h3>

		<div class="shipping_address">

			<div class="woocommerce-shipping-fields__field-wrapper">
				${fieldsOf('shipping', state)}			</div>

		</div>

	</div>
<div class="woocommerce-additional-fields">
		<div class="woocommerce-additional-fields__field-wrapper">
							<p class="form-row notes" id="order_comments_field"><label for="order_comments" class="">${wcTexts.orderNotes}&nbsp;<span class="optional">${wcTexts.optional}</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text " id="order_comments" placeholder="${wcTexts.orderNotesPlaceholder}"  rows="2" cols="5">${state.values.order_comments ?? ''}</textarea></span></p>					</div>
	</div>
			</div>
		</div>

	<h3 id="order_review_heading">${wcTexts.yourOrder}</h3>

	<div id="order_review" class="woocommerce-checkout-review-order">
		${reviewOrderTable(ctx, cart)}
${checkoutPayment(ctx, { chosen: state.paymentMethod, termsChecked: state.termsChecked })}
	</div>

</form>
`;
}

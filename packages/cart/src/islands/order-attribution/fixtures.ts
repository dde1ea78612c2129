/**
 * From /work/shared/reference/woocommerce: the `wc_order_attribution` global a WooCommerce 10
 * store prints (config-globals.js) and the start of its checkout form (checkout-form.html), where
 * `<wc-order-attribution-inputs>` is printed empty for the script to fill.
 */
export const ATTRIBUTION_GLOBAL = {
  params: {
    lifetime: 1.0e-5,
    session: 30,
    base64: false,
    ajaxurl: 'http://127.0.0.1:8089/wp-admin/admin-ajax.php',
    prefix: 'wc_order_attribution_',
    allowTracking: true,
  },
  fields: {
    source_type: 'current.typ',
    referrer: 'current_add.rf',
    utm_campaign: 'current.cmp',
    utm_source: 'current.src',
    utm_medium: 'current.mdm',
    utm_content: 'current.cnt',
    utm_id: 'current.id',
    utm_term: 'current.trm',
    utm_source_platform: 'current.plt',
    utm_creative_format: 'current.fmt',
    utm_marketing_tactic: 'current.tct',
    session_entry: 'current_add.ep',
    session_start_time: 'current_add.fd',
    session_pages: 'session.pgs',
    session_count: 'udata.vst',
    user_agent: 'udata.uag',
  },
};

export const CHECKOUT_INPUTS_MARKUP = `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="http://127.0.0.1:8089/checkout/" enctype="multipart/form-data" aria-label="Checkout">
		<div class="col2-set" id="customer_details">
			<div class="col-1">
				<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">
		<h3>Billing details</h3>
	<div class="woocommerce-billing-fields__field-wrapper">
		<p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10"><label for="billing_first_name" class="required_field">First name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text " name="billing_first_name" id="billing_first_name" placeholder=""  value="" aria-required="true" autocomplete="given-name" /></span></p>
	</div></div></div></div></form>`;

// The island's test control, published with its fixtures: forget this page's recorded view.
export { forgetPageView } from './tracker';

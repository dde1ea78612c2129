/** The hidden checkout nonce a checkout page printed in `#payment`. */
export function checkoutNonce(page: string): string {
  return /name="woocommerce-process-checkout-nonce" value="([0-9a-f]{10})"/.exec(page)?.[1] ?? '';
}

/**
 * The checkout form as checkout.js serialises it for a guest who filled every billing field,
 * left shipping elsewhere unticked and ticked the terms box (`extra` replaces or adds fields).
 */
export function checkoutFields(nonce: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    wc_order_attribution_source_type: 'typein',
    wc_order_attribution_utm_source: '(direct)',
    billing_first_name: 'Ada',
    billing_last_name: 'Yılmaz',
    billing_company: '',
    billing_country: 'TR',
    billing_address_1: 'Bağdat Caddesi No: 5',
    billing_address_2: '',
    billing_city: 'Kadıköy',
    billing_state: 'İstanbul',
    billing_postcode: '34728',
    billing_phone: '+90 (532) 111-22-33',
    billing_email: 'ada@example.com',
    shipping_first_name: '',
    shipping_last_name: '',
    shipping_company: '',
    shipping_country: 'TR',
    shipping_address_1: '',
    shipping_address_2: '',
    shipping_city: '',
    shipping_state: '',
    shipping_postcode: '',
    order_comments: 'Kapıya bırakın.',
    'shipping_method[0]': 'free_shipping:2',
    payment_method: 'bacs',
    terms: 'on',
    'terms-field': '1',
    'woocommerce-process-checkout-nonce': nonce,
    _wp_http_referer: '/odeme/',
    ...extra,
  };
}

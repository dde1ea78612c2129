import { defineMessages } from '@firsat/core/island';

/**
 * The checkout form's texts; `checkoutError` is what WooCommerce prints as
 * `wc_checkout_params.i18n_checkout_error`, which wins when the page has it.
 */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});

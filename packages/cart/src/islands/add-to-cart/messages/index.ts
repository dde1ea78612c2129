import { defineMessages } from '@firsat/core/island';

/** The add-to-cart button's texts; `viewCart` is what WooCommerce prints as `i18n_view_cart`. */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});

import { defineMessages } from '@firsat/core/island';

/**
 * The variation form's own texts; `variationReset` is what WooCommerce prints as
 * `i18n_reset_alert_text`. SPEC's variation texts are shared/variation's `variationMessages`.
 */
export const messages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});

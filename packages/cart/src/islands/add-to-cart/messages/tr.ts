/** The add-to-cart button's own texts in Turkish. */
export default {
  /** The link put beside a button once it has added (WooCommerce's `i18n_view_cart` wins). */
  viewCart: 'Sepeti görüntüle',
} as const;

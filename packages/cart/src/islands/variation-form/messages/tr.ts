/** The variation form's own texts in Turkish. */
export default {
  /** Read out after "Temizle" (WooCommerce's `i18n_reset_alert_text` wins). */
  variationReset:
    'Seçiminiz sıfırlandı. Bu ürünü sepete eklemeden önce lütfen ürün seçeneklerini belirleyin.',
  /** A product card's button once a variation is chosen, unless it carries `data-add-to-cart-text`. */
  addToCart: 'Sepete ekle',
} as const;

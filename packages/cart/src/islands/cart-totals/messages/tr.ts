/** The cart totals' own texts in Turkish. */
export default {
  /** An error notice when `update_shipping_method` got no totals back. */
  shippingUpdateFailed: 'Gönderim yöntemi güncellenemedi. Lütfen tekrar deneyin.',
} as const;

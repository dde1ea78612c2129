/** The coupon requests' texts in Turkish. */
export default {
  /** An error notice when a coupon request got no usable answer (offline, server error). */
  couponActionFailed: 'Kupon işlemi yapılamadı. Lütfen tekrar deneyin.',
} as const;

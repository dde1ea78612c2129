/** The checkout login's own texts in Turkish. */
export default {
  /** The general error when the login got no usable answer (a server error, an unreadable one). */
  checkoutLoginFailed: 'Giriş yapılamadı. Lütfen yeniden deneyin.',
  /** The general error when no answer came at all (offline, timeout). */
  checkoutLoginOffline: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.',
} as const;

/** The coming-soon banner's own texts in Turkish. */
export default {
  /** The name of the banner's dismiss link, which WooCommerce prints empty. */
  comingSoonDismiss: '"Yakında" bildirimini kapat',
} as const;

/** The post share bar's own texts in Turkish. */
export default {
  share: 'Paylaş',
} as const;

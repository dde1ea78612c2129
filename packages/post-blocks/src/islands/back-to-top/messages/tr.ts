/** The back-to-top link's own texts in Turkish. */
export default {
  backToTop: 'Sayfanın başına dön',
} as const;

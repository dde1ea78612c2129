/** The cart and checkout pages' shared texts in Turkish. */
export default {
  /** An error notice when the server refused the page's nonce (`-1`, 403; admin-ajax's `0`). */
  cartSessionExpired: 'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.',
} as const;

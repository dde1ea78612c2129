/** The sticky video's own texts in Turkish. */
export default {
  closeStickyVideo: 'Sabitlenen videoyu kapat',
} as const;

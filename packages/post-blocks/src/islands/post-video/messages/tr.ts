/** The video icon's own texts in Turkish. */
export default {
  playVideo: 'Videoyu oynat',
} as const;

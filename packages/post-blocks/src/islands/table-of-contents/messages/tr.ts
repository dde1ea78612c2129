/** The table of contents' own texts in Turkish. */
export default {
  contents: 'İçindekiler',
  show: 'İçindekileri göster',
  hide: 'İçindekileri gizle',
} as const;

/** The news ticker's own texts in Turkish. */
export default {
  ticker: 'Haber akışı',
  previous: 'Önceki haber',
  next: 'Sonraki haber',
  pause: 'Haber akışını durdur',
  play: 'Haber akışını başlat',
} as const;

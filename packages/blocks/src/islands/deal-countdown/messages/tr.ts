/** The deal countdown's own texts in Turkish: labels of cells the plugin did not print. */
export default {
  countdownDays: 'Gün',
  countdownHours: 'Saat',
  countdownMinutes: 'Dakika',
  countdownSeconds: 'Saniye',
} as const;

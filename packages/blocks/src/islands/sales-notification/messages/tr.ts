/** The sales popup's own texts in Turkish. */
export default {
  pauseSales: 'Duraklat',
  resumeSales: 'Sürdür',
  pauseSalesLabel: 'Satış bildirimlerini duraklat',
  resumeSalesLabel: 'Satış bildirimlerini sürdür',
  closeSales: 'Satış bildirimlerini kapat',
} as const;

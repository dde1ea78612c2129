/** The currency switcher's own texts in Turkish. */
export default {
  currencyButton: 'Para birimi: {code}',
  currencyList: 'Para birimleri',
  currencyChosen: 'Para birimi {code} olarak değiştirildi. Fiyatlar {code} ile gösteriliyor.',
  currencyFailed: 'Para birimi değiştirilemedi. Lütfen tekrar deneyin.',
} as const;

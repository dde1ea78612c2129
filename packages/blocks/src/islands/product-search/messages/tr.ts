/** The product search's own texts in Turkish. */
export default {
  searchResults: 'Arama sonuçları',
  searchFailed: 'Arama yapılamadı. Lütfen tekrar deneyin.',
  noSearchResult: 'Sonuç bulunamadı',
  searchResultCountOne: '{count} sonuç bulundu',
  searchResultCountOther: '{count} sonuç bulundu',
} as const;

/** The advanced search's own texts in Turkish. */
export default {
  searchResults: 'Arama sonuçları',
  searchFailed: 'Arama yapılamadı. Lütfen tekrar deneyin.',
  noSearchResult: 'Sonuç bulunamadı',
  searchResultCountOne: '{count} sonuç bulundu',
  searchResultCountOther: '{count} sonuç bulundu',
  clearSearch: 'Aramayı temizle',
  openSearch: 'Ara',
  viewMoreResults: 'Daha fazla sonuç',
} as const;

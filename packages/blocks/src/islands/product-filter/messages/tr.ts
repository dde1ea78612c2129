/** The product filter's own texts in Turkish (SPEC.md gives none for this block). */
export default {
  filterSearch: 'Ürün ara',
  filterSearchButton: 'Ara',
  filterMinPrice: 'En düşük fiyat',
  filterMaxPrice: 'En yüksek fiyat',
  filterPriceChip: '{min} – {max}',
  filterRatingChip: '{stars} yıldız',
  filterSearchChip: '“{text}”',
  filterRemoveChip: 'Filtreyi kaldır: {label}',
  filterActiveFilters: 'Etkin filtreler',
  filterLoading: 'Ürünler yükleniyor…',
  filterResultCount: '{count} ürün bulundu',
  filterNoResult: 'Filtrelere uyan ürün bulunamadı',
  filterOpen: 'Filtreleri aç',
  filterClose: 'Filtreleri kapat',
  filterSortBy: 'Sırala',
  filterShowMore: 'Daha fazla seçenek yüklendi',
} as const;

export default {
  listingPageShown: 'Sayfa {page} / {pages}: {count} ürün gösteriliyor',
  listingMoreLoaded: '{count} ürün daha yüklendi ({shown} / {total} sayfa)',
  listingTabShown: '“{tab}”: {count} ürün gösteriliyor',
  listingNoResult: '“{tab}”: ürün bulunamadı',
  previousPage: 'Önceki sayfa',
  nextPage: 'Sonraki sayfa',
} as const;

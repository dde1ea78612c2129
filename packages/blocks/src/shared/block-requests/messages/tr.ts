export default {
  listingPageShownOne: 'Sayfa {page} / {pages}: {count} ürün gösteriliyor',
  listingPageShownOther: 'Sayfa {page} / {pages}: {count} ürün gösteriliyor',
  listingMoreLoadedOne: '{count} ürün daha yüklendi ({shown} / {total} sayfa)',
  listingMoreLoadedOther: '{count} ürün daha yüklendi ({shown} / {total} sayfa)',
  listingTabShownOne: '“{tab}”: {count} ürün gösteriliyor',
  listingTabShownOther: '“{tab}”: {count} ürün gösteriliyor',
  listingNoResult: '“{tab}”: ürün bulunamadı',
  previousPage: 'Önceki sayfa',
  nextPage: 'Sonraki sayfa',
} as const;

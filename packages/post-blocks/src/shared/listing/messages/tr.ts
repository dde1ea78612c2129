export default {
  postPageShownOne: 'Sayfa {page} / {pages}: {count} yazı gösteriliyor',
  postPageShownOther: 'Sayfa {page} / {pages}: {count} yazı gösteriliyor',
  postMoreLoadedOne: '{count} yazı daha yüklendi ({shown} / {total} sayfa)',
  postMoreLoadedOther: '{count} yazı daha yüklendi ({shown} / {total} sayfa)',
  postAllLoaded: 'Tüm yazılar yüklendi',
  postFilterShownOne: '“{filter}”: {count} yazı gösteriliyor',
  postFilterShownOther: '“{filter}”: {count} yazı gösteriliyor',
  postNoResult: '“{filter}”: yazı bulunamadı',
  postPreviousPage: 'Önceki sayfa',
  postNextPage: 'Sonraki sayfa',
} as const;

/** The wishlist island's own texts in Turkish. */
export default {
  dialogLabel: 'İstek listesi',
  add: 'İstek listesine ekle: {name}',
  browse: 'İstek listesini gör: {name}',
  addNoName: 'İstek listesine ekle',
  browseNoName: 'İstek listesini gör',
  navItemOne: 'İstek listesi, {count} ürün',
  navItemOther: 'İstek listesi, {count} ürün',
  countOne: 'İstek listesinde {count} ürün var',
  countOther: 'İstek listesinde {count} ürün var',
  added: '{name} istek listesine eklendi.',
  addedNoName: 'Ürün istek listesine eklendi.',
  removed: 'Ürün istek listesinden çıkarıldı.',
  allToCart: 'İstek listesindeki ürünler sepete eklendi.',
} as const;

/**
 * firsat's own interface texts in Turkish: labels, announcements and names that SPEC.md leaves to
 * the interface. `en.ts` holds the same ids in English. SPEC.md's own texts live in
 * `spec-messages.ts`, never here.
 */
export const TR = {
  // General
  close: 'Kapat',
  loading: 'Yükleniyor…',
  cancel: 'Vazgeç',
  yes: 'Evet',
  no: 'Hayır',
  ok: 'Tamam',
  alertLabel: 'Uyarı',
  confirmLabel: 'Onay',
  notifications: 'Bildirimler',
  previous: 'Önceki',
  next: 'Sonraki',
  showMore: 'Daha fazla göster',
  showLess: 'Daha az göster',
  copied: 'Kopyalandı!',
  backToTop: 'Başa dön',
  menu: 'Menü',
  moreMenuItems: 'Diğer menü öğeleri',

  // Countdown (deals)
  countdownLabel: 'Kampanyanın bitmesine kalan süre',

  // Cart
  addingToCart: 'Sepete ekleniyor…',
  submitting: 'Gönderiliyor…',
  addedToCart: '{name} sepete eklendi',
  removedFromCart: '{name} sepetten çıkarıldı',
  removeFromCart: '{name} ürününü sepetten çıkar',
  cartActionFailed: 'Sepet güncellenemedi. Lütfen tekrar deneyin.',
  cartUpdated: 'Sepet güncellendi',
  cartItemCountOne: '{count} ürün',
  cartItemCountOther: '{count} ürün',
  quantity: 'Adet',
  couponApplied: 'Kupon uygulandı',
  passwordShow: 'Şifreyi göster',
  passwordHide: 'Şifreyi gizle',

  // Variations
  chooseOption: 'Bir seçenek belirleyin',
  clearSelection: 'Temizle',
  outOfStock: 'Stokta yok',

  // Reviews and rating
  rating: 'Puanınız',
  ratingOption1: '5 üzerinden 1 yıldız',
  ratingOption2: '5 üzerinden 2 yıldız',
  ratingOption3: '5 üzerinden 3 yıldız',
  ratingOption4: '5 üzerinden 4 yıldız',
  ratingOption5: '5 üzerinden 5 yıldız',
  clearRating: 'Puanı temizle',

  // Gallery, modals
  zoomImage: 'Görseli yakınlaştır',
  quickView: 'Hızlı bakış',
  sizeChart: 'Beden tablosu',

  // Lists, pagination, filters
  pagination: 'Sayfalar',
  paginationPage: 'Sayfa {n}',
  paginationCurrent: 'Sayfa {n}, şu anki sayfa',
  paginationPrevious: 'Önceki sayfa',
  paginationNext: 'Sonraki sayfa',
  paginationFirst: 'İlk sayfa',
  paginationLast: 'Son sayfa',
  loadMore: 'Daha fazla yükle',
  newItemsLoaded: '{count} yeni öğe yüklendi',
  filters: 'Filtreler',
  clearFilters: 'Filtreleri temizle',
  removeFilter: '{name} filtresini kaldır',
  priceMin: 'En düşük fiyat',
  priceMax: 'En yüksek fiyat',

  // Search
  search: 'Ara',
  searchPlaceholder: 'Ne aramıştınız?',
  searchMinChars: 'Aramak için en az {n} karakter yazın',
  searchResultsOne: '{count} sonuç bulundu',
  searchResultsOther: '{count} sonuç bulundu',
  searchNoResults: 'Sonuç bulunamadı',
  searchViewAll: 'Tüm sonuçları gör ({count})',

  // Compare, wishlist, notifications
  addToCompare: 'Karşılaştırmaya ekle',
  addedToCompare: 'Karşılaştırmaya eklendi',
  removeFromCompare: 'Karşılaştırmadan çıkar',
  addToWishlist: 'İstek listesine ekle',
  addedToWishlist: 'İstek listesine eklendi',
  removeFromWishlist: 'İstek listesinden çıkar',
  salesNotification: 'Son satışlar',
  storeNoticeDismiss: 'Duyuruyu kapat',

  // Dark mode, currency
  darkMode: 'Koyu tema',
  lightMode: 'Açık tema',
  currency: 'Para birimi',
} as const;

/** The id of one of firsat's own interface texts. */
export type UiMessageId = keyof typeof TR;

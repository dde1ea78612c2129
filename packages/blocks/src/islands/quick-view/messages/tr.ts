/** The quick view's own texts in Turkish. */
export default {
  dialogLabel: 'Hızlı bakış',
  loading: 'Ürün yükleniyor',
  previousImage: 'Önceki görsel',
  nextImage: 'Sonraki görsel',
  image: 'Görsel {n}',
  previousProduct: 'Önceki ürün: {name}',
  nextProduct: 'Sonraki ürün: {name}',
  close: 'Kapat',
  closeZoom: 'Büyütmeyi kapat',
  failed: 'Ürün açılamadı. Lütfen tekrar deneyin.',
  cartFailed: 'Ürün sepete eklenemedi. Lütfen tekrar deneyin.',
} as const;

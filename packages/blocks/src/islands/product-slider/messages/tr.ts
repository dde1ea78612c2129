/** The slider's own texts in Turkish. */
export default {
  carousel: 'Ürün kaydırıcısı',
  carouselRole: 'kaydırıcı',
  slideRole: 'slayt',
  slideLabel: '{n} / {count}',
  previous: 'Önceki ürün',
  next: 'Sonraki ürün',
  goToSlide: '{n}. slayta git',
  pause: 'Otomatik kaydırmayı durdur',
  play: 'Otomatik kaydırmayı başlat',
} as const;

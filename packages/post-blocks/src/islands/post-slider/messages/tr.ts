/** The post slider's own texts in Turkish. */
export default {
  carousel: 'Yazı kaydırıcısı',
  carouselRole: 'kaydırıcı',
  slideRole: 'slayt',
  slideLabel: '{n} / {count}',
  previous: 'Önceki yazı',
  next: 'Sonraki yazı',
  goToSlide: '{n}. yazıya git',
  pause: 'Otomatik kaydırmayı durdur',
  play: 'Otomatik kaydırmayı başlat',
} as const;

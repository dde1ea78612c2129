export default {
  galleryTrigger: 'Tam ekran görsel galerisini aç',
  galleryThumbnail: '{n}. görsel',
  previous: 'Önceki',
  next: 'Sonraki',
} as const;

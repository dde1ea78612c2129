import type tr from './tr';

export default {
  galleryTrigger: 'View full-screen image gallery',
  galleryThumbnail: 'Image {n}',
  previous: 'Previous',
  next: 'Next',
} satisfies Record<keyof typeof tr, string>;

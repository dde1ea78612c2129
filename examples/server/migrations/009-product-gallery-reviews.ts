import type { Migration } from '../db';
import { BUILDER_GALLERY_OPTION } from '../shop';
import { insertPost } from './seed';

/** Attachment ids of this migration's pictures (9000–9099, clear of every other seed range). */
export const galleryAttachmentIds = { first: 9000 } as const;

/** Extra gallery pictures per product: [product id, slug, name, picture suffixes]. */
const galleries: [number, string, string, [suffix: string, label: string][]][] = [
  [
    20,
    'kablosuz-kulaklik',
    'Kablosuz Kulaklık',
    [
      ['kutu', 'kutu içeriği'],
      ['yan', 'yandan'],
    ],
  ],
  [
    24,
    'robot-supurge',
    'Robot Süpürge',
    [
      ['alt', 'alttan'],
      ['istasyon', 'şarj istasyonu'],
    ],
  ],
  [
    25,
    'pamuklu-basic-tisort',
    'Pamuklu Basic Tişört',
    [
      ['arka', 'arkadan'],
      ['detay', 'kumaş detayı'],
      ['etiket', 'etiket'],
    ],
  ],
  [26, 'kapusonlu-sweatshirt', 'Kapüşonlu Sweatshirt', [['cep', 'kanguru cep']]],
];

/** Product 25's variations show their colour: [variation ids, colour slug, colour name]. */
const colourPictures: [number[], string, string][] = [
  [[100, 101, 102], 'kirmizi', 'Kırmızı'],
  [[103], 'mavi', 'Mavi'],
  [[104, 105], 'siyah', 'Siyah'],
];

/** Approved reviews with ratings, so the reviews tab has a list to open on. */
const reviews: [
  productId: number,
  author: string,
  email: string,
  rating: number,
  text: string,
  daysAgo: number,
][] = [
  [20, 'Ayşe K.', 'ayse@example.com', 5, 'Sesi çok net, şarjı iki gün gidiyor.', 12],
  [20, 'Mehmet T.', 'mehmet@example.com', 4, 'Kutusundan çıktığı gibi eşleşti, kılıfı biraz dar.', 5],
  [25, 'Zeynep A.', 'zeynep@example.com', 5, 'Kumaşı yumuşak, yıkamada çekmedi.', 8],
];

/**
 * The single product page's gallery and reviews: several pictures for some products (the
 * gallery's thumbnails), a picture per colour for the T-shirt's variations (swapped into the
 * gallery), and a few stored reviews. Pictures are generated from their attachment title.
 */
export const productGalleryReviews: Migration = {
  name: 'product-gallery-reviews',
  up: (db, { now }) => {
    const dateGmt = new Date(now).toISOString().slice(0, 19).replace('T', ' ');
    const insertAttachment = db.prepare(
      'INSERT INTO attachments (post_id, file, mime_type, width, height, alt) VALUES (?, ?, ?, 600, 600, ?)',
    );
    let id: number = galleryAttachmentIds.first;
    const picture = (parentId: number, slug: string, title: string): number => {
      const attachmentId = id++;
      insertPost(db, {
        id: attachmentId,
        type: 'attachment',
        status: 'inherit',
        slug,
        title,
        parentId,
        dateGmt,
      });
      insertAttachment.run(attachmentId, `demo/${slug}.svg`, 'image/svg+xml', title);
      return attachmentId;
    };

    for (const [productId, slug, name, extras] of galleries) {
      const ids = extras.map(([suffix, label]) =>
        picture(productId, `${slug}-${suffix}`, `${name} — ${label}`),
      );
      db.prepare('UPDATE products SET gallery_ids = ? WHERE post_id = ?').run(JSON.stringify(ids), productId);
    }

    for (const [variationIds, colour, label] of colourPictures) {
      const attachmentId = picture(25, `pamuklu-basic-tisort-${colour}`, `Pamuklu Basic Tişört — ${label}`);
      for (const variationId of variationIds) {
        db.prepare('UPDATE products SET image_id = ? WHERE post_id = ?').run(attachmentId, variationId);
      }
    }

    // Products whose page uses the product-blocks builder gallery, and where its thumbnails go.
    db.prepare('INSERT OR REPLACE INTO options (name, value) VALUES (?, ?)').run(
      BUILDER_GALLERY_OPTION,
      JSON.stringify({ 20: 'right', 24: 'left', 26: 'bottom' }),
    );

    const insertReview = db.prepare(
      `INSERT INTO comments (post_id, author_name, author_email, content, type, rating, status, date_gmt)
       VALUES (?, ?, ?, ?, 'review', ?, 'approved', ?)`,
    );
    for (const [productId, author, email, rating, text, daysAgo] of reviews) {
      const date = new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
      insertReview.run(productId, author, email, text, rating, date);
    }
  },
};

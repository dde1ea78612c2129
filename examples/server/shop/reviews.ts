import type { Db } from '../db';
import type { Product } from './products';

/** What the review form posts (wp-comments-post.php reads `$_POST`). */
export interface ReviewSubmission {
  postId: number;
  comment: string;
  author: string;
  email: string;
  rating: string;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
}

/** A refused review: WordPress's error (text and status) as wp_die prints it. */
export interface ReviewError {
  code: string;
  message: string;
  status: number;
}

/** WordPress's (tr_TR) and WooCommerce's messages for a refused comment. */
export const REVIEW_ERRORS = {
  closed: { code: 'comment_closed', message: 'Bu öğe için yorumlar kapalı.', status: 403 },
  nameEmail: {
    code: 'require_name_email',
    message: '<strong>Hata:</strong> Lütfen gerekli alanları doldurun.',
    status: 200,
  },
  email: {
    code: 'require_valid_email',
    message: '<strong>Hata:</strong> Lütfen geçerli bir e-posta adresi girin.',
    status: 200,
  },
  comment: {
    code: 'require_valid_comment',
    message: '<strong>Hata:</strong> Lütfen yorumunuzu yazın.',
    status: 200,
  },
  tooLong: {
    code: 'comment_content_column_length',
    message: '<strong>Hata:</strong> Yorumunuz çok uzun.',
    status: 200,
  },
  // WooCommerce's check_comment_rating(): wp_die() with its default status.
  rating: { code: 'woocommerce_rating_required', message: 'Lütfen ürünü oylayın.', status: 500 },
  duplicate: {
    code: 'comment_duplicate',
    message: 'Aynı yorum tekrarlandı; sanki bunu daha önce söylemişsiniz!',
    status: 409,
  },
} as const satisfies Record<string, ReviewError>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A rating 1 to 5, or null. */
export function reviewRating(value: string): number | null {
  const n = Number(value);
  return value !== '' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/**
 * wp_handle_comment_submission() for a product review, with WooCommerce's rating rule (required
 * when `ratingRequired`): stores an approved review and answers its id, or the refusal.
 */
export function submitReview(
  db: Db,
  product: Product | null,
  input: ReviewSubmission,
  options: { ratingRequired: boolean; commentsOpen: boolean; nowIso: string },
): { ok: true; id: number } | { ok: false; error: ReviewError } {
  if (!product || !options.commentsOpen) return { ok: false, error: REVIEW_ERRORS.closed };
  const author = (input.userName ?? input.author).trim();
  const email = (input.userEmail ?? input.email).trim();
  const comment = input.comment.trim();
  if (input.userId === null && (author === '' || email === ''))
    return { ok: false, error: REVIEW_ERRORS.nameEmail };
  if (input.userId === null && !EMAIL.test(email)) return { ok: false, error: REVIEW_ERRORS.email };
  if (comment === '') return { ok: false, error: REVIEW_ERRORS.comment };
  if (comment.length > 65525) return { ok: false, error: REVIEW_ERRORS.tooLong };
  const rating = reviewRating(input.rating.trim());
  if (options.ratingRequired && rating === null) return { ok: false, error: REVIEW_ERRORS.rating };
  const duplicate = db
    .prepare('SELECT id FROM comments WHERE post_id = ? AND author_email = ? AND content = ?')
    .get(product.id, email, comment);
  if (duplicate) return { ok: false, error: REVIEW_ERRORS.duplicate };
  const result = db
    .prepare(
      `INSERT INTO comments (post_id, user_id, author_name, author_email, content, type, rating, status, date_gmt)
       VALUES (?, ?, ?, ?, ?, 'review', ?, 'approved', ?)`,
    )
    .run(product.id, input.userId, author, email, comment, rating, options.nowIso);
  return { ok: true, id: Number(result.lastInsertRowid) };
}

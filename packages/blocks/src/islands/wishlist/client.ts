import { HttpError } from '@firsat/core/http';
import { postListAction } from '../../shared/product-lists';
import { readWishlistReply, type WishlistPayload, type WishlistReply } from './model';

/**
 * Sends admin-ajax `wopb_wishlist` (`action`, `post_id`, `type`, `simpleProduct`, `wpnonce` =
 * `wopb_wishlist.security`, renewed once when refused) and resolves with the reply; anything else
 * is an error (`unknown_error`, status 200) for SPEC §8's log.
 */
export async function sendWishlist(payload: WishlistPayload, signal?: AbortSignal): Promise<WishlistReply> {
  const body = await postListAction<unknown>('wishlist', 'wopb_wishlist', { ...payload }, signal);
  const reply = readWishlistReply(body);
  if (!reply) throw HttpError.of('unknown_error', { status: 200, data: body });
  return reply;
}

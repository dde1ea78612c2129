import { applyFragments } from '@firsat/core/html';
import { adminAjax, cartQueue, isHttpError } from '@firsat/core/http';
import { dispatchClassic, getConfig } from '@firsat/core/island';
import { adminAjaxNonce, postListingCall, retryRefusedNonce, storedNonce } from '@firsat/core/kit';
import { noteCartReply } from '@firsat/core/stores';
import { NONCE_STORAGE_KEY } from '../../shared/block-requests';
import type { QuickViewPayload } from './model';

/**
 * The product-blocks nonce the quick view sends: a fresh one kept in `sessionStorage.wopb_nonce`
 * (shared with the listing blocks), else the printed `wopb_quickview.security` (`wopb_core`'s
 * when absent); renewed through admin-ajax `wopb_get_nonce` when the server refuses it.
 */
const quickviewNonce = storedNonce({
  storageKey: NONCE_STORAGE_KEY,
  printed: () => {
    const config = getConfig().productBlocks;
    return config.quickviewSecurity || config.security;
  },
  fetch: adminAjaxNonce('wopb_get_nonce'),
});

/** The same nonce as `wopb_core.security` prints it, for `wopb_addcart` (quickview.js sends that one). */
const cartNonce = storedNonce({
  storageKey: NONCE_STORAGE_KEY,
  printed: () => getConfig().productBlocks.security,
  fetch: adminAjaxNonce('wopb_get_nonce'),
});

/**
 * POSTs `wopb_quickview` (`action`, `postid`, `postList`, `wpnonce`) to `wopb_core.ajax_quick_view`
 * and resolves with the modal's HTML. The plugin answers a stale nonce with an empty body: the
 * nonce is renewed once and the call retried (the kit's listing call does exactly that).
 */
export function fetchQuickView(payload: QuickViewPayload, signal?: AbortSignal): Promise<string> {
  const url = () => getConfig().productBlocks.urls?.ajax_quick_view ?? '/?wc-ajax=wopb_quickview';
  return postListingCall({ url, nonce: quickviewNonce }, payload, signal);
}

/** What `wopb_addcart` answered the quick view. */
export type AddCartReply =
  | { kind: 'added'; message: string; fragments: Record<string, string>; cartHash: string }
  | { kind: 'refused'; productUrl: string | null };

function readReply(body: unknown): AddCartReply {
  const reply = (body ?? {}) as Record<string, unknown>;
  if (reply.success === true && reply.fragments && typeof reply.fragments === 'object') {
    return {
      kind: 'added',
      message: typeof reply.message === 'string' ? reply.message : '',
      fragments: reply.fragments as Record<string, string>,
      cartHash: typeof reply.cart_hash === 'string' ? reply.cart_hash : '',
    };
  }
  return { kind: 'refused', productUrl: typeof reply.product_url === 'string' ? reply.product_url : null };
}

/**
 * Sends the modal's add to cart as admin-ajax `wopb_addcart` (the payload of model.ts's
 * `addCartPayload` plus `wpnonce`) in core's cart queue, behind any other cart request; a refused
 * nonce (`-1`, 403) is renewed once and the request retried. Added: the fragments go into the
 * page, the cart store takes the hash, and WooCommerce's `added_to_cart` (fragments, cart_hash,
 * the form) and `update_checkout` are announced on the body, as quickview.js triggers them (the
 * cart session, when the page runs one, caches and counts them as any other add).
 */
export function addFromModal(
  payload: Record<string, string>,
  form: Element,
  signal?: AbortSignal,
): Promise<AddCartReply> {
  const send = () =>
    adminAjax<unknown>(
      'wopb_addcart',
      { ...payload, wpnonce: cartNonce.current() },
      { responseType: 'json', signal },
    );
  const refused = (error: unknown) => isHttpError(error) && error.status === 403;
  return cartQueue.run(async () => {
    const reply = readReply(await retryRefusedNonce(send, { refused, renew: cartNonce.renew }, signal));
    if (reply.kind !== 'added') return reply;
    await applyFragments(reply.fragments);
    noteCartReply({ cartHash: reply.cartHash });
    dispatchClassic('added_to_cart', [reply.fragments, reply.cartHash, form]);
    dispatchClassic('update_checkout');
    return reply;
  });
}

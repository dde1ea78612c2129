import { adminAjax, isHttpError, postTo } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import { adminAjaxNonce, retryRefusedNonce, storedNonce } from '@firsat/core/kit';
import { NONCE_STORAGE_KEY } from '../block-requests';

/**
 * The product-list nonce (`wopb-nonce`): the fresh one kept in `sessionStorage.wopb_nonce` (shared
 * with the other product-blocks calls), else the one the page printed in `wopb_compare` /
 * `wopb_wishlist` (`wopb_core`'s when absent); renewed through admin-ajax `wopb_get_nonce`.
 */
function listNonce(printed: 'compareSecurity' | 'wishlistSecurity') {
  return storedNonce({
    storageKey: NONCE_STORAGE_KEY,
    printed: () => {
      const config = getConfig().productBlocks;
      return config[printed] || config.security;
    },
    fetch: adminAjaxNonce('wopb_get_nonce'),
  });
}

const nonces = {
  compare: listNonce('compareSecurity'),
  wishlist: listNonce('wishlistSecurity'),
};

/** A refused nonce: WordPress's `-1` with 403 (check_ajax_referer). */
const refused = (error: unknown) => isHttpError(error) && error.status === 403;

/**
 * POSTs admin-ajax `action` with `fields` and `wpnonce` (the list's nonce) and resolves with the
 * JSON reply; a refused nonce is renewed once and the call sent once more (the kit's rule).
 */
export function postListAction<T>(
  list: 'compare' | 'wishlist',
  action: string,
  fields: Record<string, string>,
  signal?: AbortSignal,
): Promise<T> {
  const nonce = nonces[list];
  const send = (s?: AbortSignal) =>
    adminAjax<T>(action, { ...fields, wpnonce: nonce.current() }, { responseType: 'json', signal: s });
  return retryRefusedNonce(send, { refused, renew: nonce.renew }, signal);
}

/**
 * POSTs `wopb_product_list` to `wopb_compare.ajax_product_list` (`/?wc-ajax=wopb_product_list`
 * when absent) with `action`, `search` and `wpnonce`; the same nonce rule.
 */
export function postProductList<T>(search: string, signal?: AbortSignal): Promise<T> {
  const nonce = nonces.compare;
  const url = getConfig().productBlocks.urls?.ajax_product_list ?? '/?wc-ajax=wopb_product_list';
  const send = (s?: AbortSignal) =>
    postTo<T>(
      url,
      { action: 'wopb_product_list', search, wpnonce: nonce.current() },
      { responseType: 'json', signal: s },
    );
  return retryRefusedNonce(send, { refused, renew: nonce.renew }, signal);
}

/**
 * # The cart session (shared by every cart island; not an island itself)
 *
 * One per page, started by the first cart island that needs it (`startCartSession()`; later calls
 * do nothing). It replaces WooCommerce's cart-fragments.js and the request half of add-to-cart.js.
 *
 * **Contract for other islands**
 * - To change the cart, call `addToCart(send, { button, successMessage })` or
 *   `removeFromCart(key, { href, link })`: the request goes through core's serial `cartQueue`
 *   (one at a time, in order); the reply's `fragments` are applied with core `applyFragments`
 *   (only into the elements their selectors name), `cart_hash` is kept (`noteCartReply`) and the
 *   item count read from the fragments goes into `$cart`, so every badge and mini cart agrees.
 * - It announces `adding_to_cart`, `added_to_cart` / `removed_from_cart` (fragments, cart_hash,
 *   button) AND `wc-blocks_added_to_cart` / `wc-blocks_removed_from_cart`, plus
 *   `wc_fragments_refreshed`, `wc_fragments_loaded`, `wc_fragments_ajax_error`.
 * - To make it fetch the fragments again after you changed the cart another way (cart page
 *   update, coupon, shipping): dispatch the classic `wc_fragment_refresh` or `updated_wc_div`
 *   body event (`dispatchClassic('wc_fragment_refresh')`).
 * - It listens to both families: a block event from someone else refreshes the classic fragments;
 *   a classic `added_to_cart` / `removed_from_cart` from someone else is cached, counted and
 *   mirrored as the block event. Its own events are never echoed back (`echo-guard.ts`).
 * - Read the cart with `$cart` from `@firsat/core/stores` (itemCount, hasItems, hash).
 *
 * **Page load**: no `woocommerce_items_in_cart` (or readable `wp_woocommerce_session_*`) cookie
 * means no cart session and no `get_refreshed_fragments` request. With one, fragments cached in
 * sessionStorage (keys `wc_cart_fragments_params.fragment_name` / `cart_hash_key`) are used only
 * while their hash equals the `woocommerce_cart_hash` cookie and they are under a day old;
 * otherwise one refresh. Another tab's change (the hash in localStorage, a `storage` event) and a
 * page restored from the back/forward cache (`pageshow` persisted) refresh the fragments.
 *
 * Failures: add and refresh log SPEC §8's 'Error occured.please try again' with the status and
 * announce an error through the live region; `error` + `product_url` sends the browser to the
 * product; a remove without fragments or a failed remove follows the remove link's href.
 *
 * Tests and stories: `stopCartSession()` undoes `startCartSession()`; `endCartSession()` also
 * forgets the HTTP client and the storage caches.
 */
export { endCartSession } from './end-session';
export { cartSessionMessages } from './messages';
export { browser } from './navigate';
export { addToCart, removeFromCart, startCartSession, stopCartSession } from './session';

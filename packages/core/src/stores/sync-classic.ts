import { COOKIE, getCookie } from '../cookies/index';
import { onClassic } from '../events/index';
import { noteCartReply } from './cart';

/**
 * Keeps `$cart` in step with cart events that other code announces (theme scripts, WooCommerce
 * blocks, firsat islands through `dispatchClassic`). Call once per page; returns the unsubscribe.
 */
export function syncCartWithClassicEvents(): () => void {
  const fromReply = (args: unknown[]) => {
    const hash = args[1];
    noteCartReply(typeof hash === 'string' ? { cartHash: hash } : {});
  };
  const fromCookie = () => noteCartReply({ cartHash: getCookie(COOKIE.cartHash) ?? '' });
  const stops = [
    onClassic('added_to_cart', fromReply),
    onClassic('removed_from_cart', fromReply),
    onClassic('wc_fragments_refreshed', fromCookie),
    onClassic('wc_fragments_loaded', fromCookie),
    onClassic('wc-blocks_added_to_cart', fromCookie),
    onClassic('wc-blocks_removed_from_cart', fromCookie),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

import type { RequestContext } from '../../context';
import { html } from '../../lib';
import { addNotice } from '../../render';
import { emptyCart } from '../../shop';

/** The query flag product-blocks' cart reservation timer sends the browser to when time runs out. */
export const CART_CLEAR_FLAG = 'wopb-cart-clear';

/**
 * `?wopb-cart-clear` on any page (product-blocks empties the cart when the flag is present):
 * the session's cart and coupons are emptied, an info notice is kept, and the browser is sent
 * back to the same address without the flag (so a reload does not clear again). Null when the
 * flag is absent.
 */
export function cartClearAction(ctx: RequestContext, url: URL): Response | null {
  if (!url.searchParams.has(CART_CLEAR_FLAG)) return null;
  if (emptyCart(ctx.db, ctx.session.id)) {
    addNotice(ctx, 'notice', html`Ayırma süresi dolduğu için sepetiniz boşaltıldı.`);
  }
  const back = new URL(url);
  back.searchParams.delete(CART_CLEAR_FLAG);
  return new Response(null, {
    status: 302,
    headers: {
      Location: `${back.pathname}${back.search}`,
      'Cache-Control': 'no-cache, must-revalidate, max-age=0',
    },
  });
}

import { ADD_TO_CART_RESPONSE, REMOVE_FROM_CART_RESPONSE } from '@firsat/cart/testing';
import { HttpResponse, http } from 'msw';

/** How the mocked store answers the cart calls. */
export type ShopCartMode = 'ok' | 'product-url' | 'server-error' | 'offline' | 'no-fragments';

/** Where an error + product_url reply sends the story (an anchor, so the story stays put). */
export const STORY_PRODUCT_URL = '#urun-sayfasi';

/** add_to_cart, wopb_variation_loop_add_cart, remove_from_cart, get_refreshed_fragments and wopb_addcart. */
export function shopCartHandlers(mode: ShopCartMode = 'ok') {
  const answer = (ok: unknown) => {
    if (mode === 'server-error') return new HttpResponse('Internal Server Error', { status: 500 });
    if (mode === 'offline') return HttpResponse.error();
    if (mode === 'product-url') return HttpResponse.json({ error: true, product_url: STORY_PRODUCT_URL });
    if (mode === 'no-fragments') return HttpResponse.json({ success: false });
    return HttpResponse.json(JSON.parse(JSON.stringify(ok)));
  };
  return [
    http.post('/', ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('wc-ajax');
      if (endpoint === 'remove_from_cart') return answer(REMOVE_FROM_CART_RESPONSE);
      return answer(ADD_TO_CART_RESPONSE);
    }),
    http.post('/wp-admin/admin-ajax.php', () => answer({ success: true, ...ADD_TO_CART_RESPONSE })),
  ];
}

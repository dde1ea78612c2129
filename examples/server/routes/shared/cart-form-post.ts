import type { RequestContext } from '../../context';
import { type FormFields, fieldGroup, fieldText, readFields } from '../../http';
import { html, paths, raw } from '../../lib';
import { addNotice, couponError, couponMessages, wcTexts } from '../../render';
import { applyCoupon, formatCouponCode, getCart, updateCart } from '../../shop';

/** `cart[<key>][qty]` fields as key → text. */
function postedQuantities(body: FormFields): Record<string, string> {
  const quantities: Record<string, string> = {};
  for (const [key, group] of Object.entries(fieldGroup(body, 'cart'))) {
    if (typeof group !== 'object' || group instanceof File) continue;
    const qty = fieldText(group, 'qty');
    if (qty !== undefined) quantities[key] = qty;
  }
  return quantities;
}

/**
 * POST /sepet/ as WC_Form_Handler::update_cart_action() runs it: `apply_coupon` + `coupon_code`
 * applies a coupon (no nonce, as WooCommerce); `update_cart` with a valid `woocommerce-cart-nonce`
 * sets the posted `cart[<key>][qty]` quantities, adds "Sepet güncellendi." and redirects (303) to
 * the cart, where the notices print. An expired or wrong nonce changes nothing and leaves an
 * error notice. What the islands fetch is that redirected page.
 */
export async function handleCartFormPost(ctx: RequestContext, request: Request): Promise<Response> {
  const { body } = await readFields(request);
  const now = ctx.store.nowSeconds();
  const coupon = formatCouponCode(fieldText(body, 'coupon_code') ?? '');
  if (fieldText(body, 'apply_coupon') !== undefined && coupon !== '') {
    const result = applyCoupon(ctx.db, ctx.session.id, getCart(ctx.db, ctx.session.id, now), coupon, now);
    addNotice(
      ctx,
      result.ok ? 'success' : 'error',
      result.ok ? couponMessages.applied() : couponError(result),
    );
  } else if (fieldText(body, 'update_cart') !== undefined || fieldText(body, 'proceed') !== undefined) {
    if (ctx.verifyNonce('woocommerce-cart', fieldText(body, 'woocommerce-cart-nonce')) === 0) {
      addNotice(ctx, 'error', wcTexts.cartNonceExpired);
    } else {
      const result = updateCart(ctx.db, ctx.session.id, postedQuantities(body), now);
      for (const error of result.errors) addNotice(ctx, 'error', html`${error}`);
      if (result.updated) addNotice(ctx, 'success', wcTexts.cartUpdated);
      if (fieldText(body, 'proceed') !== undefined && result.errors.length === 0) {
        return redirect(paths.checkout);
      }
    }
  }
  return redirect(paths.cart);
}

function redirect(location: string): Response {
  return new Response(raw('').value, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-cache, must-revalidate, max-age=0' },
  });
}

import type { RequestContext } from '../../context';
import { paths } from '../../lib';
import { addNotice, couponMessages, wcTexts } from '../../render';
import {
  addToCart,
  chosenAttributes,
  formatCouponCode,
  getCart,
  removeAppliedCoupon,
  removeFromCart,
} from '../../shop';
import { noticeAddResult } from './add-to-cart-reply';
import { cartClearAction } from './cart-clear';

/**
 * The links that work without JavaScript, as WooCommerce's form handler runs them on any page:
 * `?add-to-cart=<id>[&quantity=n][&variation_id=…][&attribute_…=…]` adds and leaves a notice (the
 * page then renders; a variable product's variation is found from the attributes), and
 * `?remove_item=<key>&_wpnonce=<woocommerce-cart nonce>` removes and redirects to the cart, and
 * `?remove_coupon=<code>` drops an applied coupon (with a notice; the page then renders).
 */
export function classicCartAction(ctx: RequestContext, url: URL): Response | null {
  const now = ctx.store.nowSeconds();
  const cleared = cartClearAction(ctx, url);
  if (cleared) return cleared;
  const adding = url.searchParams.get('add-to-cart');
  if (adding !== null) {
    const quantity = Number(url.searchParams.get('quantity') ?? '1');
    const variationId = Number(url.searchParams.get('variation_id') ?? '0');
    // a variable product's link may name its choice: &attribute_pa_renk=mavi&attribute_pa_beden=s
    const variation = chosenAttributes(Object.fromEntries(url.searchParams));
    const result = addToCart(
      ctx.db,
      ctx.session.id,
      {
        productId: Number(adding),
        quantity: Number.isFinite(quantity) ? quantity : 1,
        ...(variationId > 0 ? { variationId } : {}),
        ...(Object.keys(variation).length > 0 ? { variation } : {}),
      },
      now,
    );
    noticeAddResult(ctx, result);
    return null;
  }
  const coupon = url.searchParams.get('remove_coupon');
  if (coupon !== null) {
    // WC_Form_Handler::update_cart_action(): the totals' [Kaldır] link, no nonce
    removeAppliedCoupon(ctx.db, ctx.session.id, formatCouponCode(coupon));
    addNotice(ctx, 'success', couponMessages.removed());
    return null;
  }
  const removing = url.searchParams.get('remove_item');
  if (removing !== null) {
    if (ctx.verifyNonce('woocommerce-cart', url.searchParams.get('_wpnonce')) === 0) {
      addNotice(ctx, 'error', wcTexts.removeLinkExpired);
    } else {
      const line = getCart(ctx.db, ctx.session.id, now).lines.find((l) => l.key === removing);
      if (line && removeFromCart(ctx.db, ctx.session.id, removing)) {
        addNotice(ctx, 'success', wcTexts.removedFromCart(line.name));
      }
    }
    return new Response(null, { status: 302, headers: { Location: paths.cart } });
  }
  return null;
}

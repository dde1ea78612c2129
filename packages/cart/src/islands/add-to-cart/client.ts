import { adminAjax, shopAjax } from '@firsat/core/http';
import { getConfig } from '@firsat/core/island';
import {
  LOOP_BUTTON_CLASS,
  loopVariationPayload,
  sendLoopVariation,
} from '../../shared/loop-variation-add-to-cart';
import { addToCartPayload } from './model';

/** What a click on an add-to-cart button does, decided at click time from its current markup. */
export type ButtonRequest =
  /** Not an ajax button (e.g. "Seçenekler", an external product): the link works as printed. */
  | { kind: 'follow' }
  /** An ajax button without valid ids: the click does nothing (SPEC §5). */
  | { kind: 'skip' }
  /** A loop variation that cannot be bought yet: alert this SPEC message. */
  | { kind: 'alert'; message: 'variationUnavailable' }
  | { kind: 'send'; endpoint: string; data: Record<string, unknown>; send: () => Promise<unknown> };

/** The quantity a product-blocks card shows (`input.qty` / `input.wopb-qty` in its form), else data-quantity. */
function blockQuantity(button: HTMLElement): string {
  const input = button
    .closest('form.cart, .wopb-cart-action')
    ?.querySelector<HTMLInputElement>('input.qty, input.wopb-qty');
  const value = (input?.value ?? button.dataset.quantity ?? '').trim();
  return value === '' ? '1' : value;
}

/**
 * Which request a click sends:
 * - a loop variation (`data-variation_id`, set by the card's variation switcher) →
 *   `wopb_variation_loop_add_cart`, only with non-zero numeric ids; disabled variations alert;
 * - a product-blocks card button (`.wopb-cart-action .ajax_add_to_cart`) → admin-ajax `wopb_addcart`;
 * - a classic `.ajax_add_to_cart` with `data-product_id` → `add_to_cart` with every data-* as it stands.
 */
export function buttonRequest(button: HTMLElement): ButtonRequest {
  const data = button.dataset;
  const isLoopVariation = data.variation_id !== undefined || button.classList.contains(LOOP_BUTTON_CLASS);
  if (isLoopVariation) {
    if (button.classList.contains('wc-variation-is-unavailable'))
      return { kind: 'alert', message: 'variationUnavailable' };
    const payload = loopVariationPayload({
      product_id: data.product_id,
      variation_id: data.variation_id,
      variation: data.variation,
    });
    if (!payload) return { kind: 'skip' };
    return {
      kind: 'send',
      endpoint: 'wopb_variation_loop_add_cart',
      data: { ...payload },
      send: () => sendLoopVariation(payload),
    };
  }
  if (!button.classList.contains('ajax_add_to_cart')) return { kind: 'follow' };
  if (button.closest('.wopb-cart-action')) {
    const postid = data.postid || data.product_id;
    if (!postid) return { kind: 'skip' };
    const fields = { postid, quantity: blockQuantity(button), wpnonce: getConfig().productBlocks.security };
    return {
      kind: 'send',
      endpoint: 'wopb_addcart',
      data: fields,
      send: () => adminAjax('wopb_addcart', fields, { responseType: 'text' }),
    };
  }
  const payload = addToCartPayload(data);
  if (!payload) return { kind: 'skip' };
  return {
    kind: 'send',
    endpoint: 'add_to_cart',
    data: payload,
    send: () => shopAjax('add_to_cart', payload, { responseType: 'text' }),
  };
}

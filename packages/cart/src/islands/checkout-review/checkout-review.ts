import { applyFragments } from '@firsat/core/html';
import { isAbortError, logBlockFailure } from '@firsat/core/http';
import {
  type BehaviourContext,
  dispatchClassic,
  getConfig,
  keepPrinted,
  onClassic,
} from '@firsat/core/island';
import { blockElement, clearCheckoutNotices, showNoticesBefore, unblockElement } from '../../shared/cart-dom';
import { browser } from '../../shared/cart-session';
import { orderReviewPayload, requestOrderReview } from './order-review-request';
import type { CheckoutReviewProps } from './props';

const PAYMENT_BOX = '.payment_box';

/** Shows the chosen gateway's description and hides the others (checkout.js payment_method_selected). */
function showChosenPaymentBox(root: ParentNode): void {
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')) {
    const box = radio.closest('li')?.querySelector<HTMLElement>(PAYMENT_BOX);
    if (box) box.style.display = radio.checked ? '' : 'none';
  }
}

/**
 * The checkout's order review (`#order_review`): on `update_checkout` (sent by the coupon form,
 * a shipping choice, or any theme script) it asks `update_order_review` for fresh totals and
 * replaces the review table and payment box with the answer's fragments, the review blocked
 * meanwhile; a newer update cancels an older one. `reload` reloads the page; failure messages go
 * before the checkout form. `updated_checkout` goes out afterwards. Unbound, a request in flight
 * is cancelled and the printed payment boxes are shown or hidden as printed.
 */
export function bindCheckoutReview(
  host: HTMLElement,
  { signal, onCleanup }: BehaviourContext<CheckoutReviewProps>,
): void {
  const form = host.closest('form');
  if (!form) return;
  onCleanup(keepPrinted([...host.querySelectorAll(PAYMENT_BOX)].map((box) => [box, ['style']] as const)));
  let inFlight: AbortController | undefined;
  onCleanup(() => inFlight?.abort());

  const update = async () => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    blockElement(host);
    try {
      const reply = await requestOrderReview(
        orderReviewPayload(form, getConfig().shop.updateOrderReviewNonce),
        controller.signal,
      );
      if (reply.reload) {
        browser.reload();
        return;
      }
      if (reply.fragments) await applyFragments(reply.fragments);
      if (reply.result === 'failure' && reply.messages) {
        clearCheckoutNotices();
        await showNoticesBefore(form, reply.messages);
      }
      showChosenPaymentBox(host);
      dispatchClassic('updated_checkout', []);
    } catch (error) {
      if (!isAbortError(error)) logBlockFailure(error);
    } finally {
      if (inFlight === controller) {
        inFlight = undefined;
        unblockElement(host);
      }
    }
  };

  host.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.matches('input.shipping_method, select.shipping_method'))
        dispatchClassic('update_checkout', []);
      if (target?.matches('input[name="payment_method"]')) showChosenPaymentBox(host);
    },
    { signal },
  );
  onCleanup(onClassic('update_checkout', () => void update()));
}

import { applyFragments } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import {
  type BehaviourContext,
  dispatchClassic,
  getConfig,
  keepPrinted,
  onClassic,
} from '@firsat/core/island';
import { createLatest } from '@firsat/core/kit';
import { blockElement, clearCheckoutNotices, showNoticesBefore, unblockElement } from '../../shared/cart-dom';
import { browser } from '../../shared/cart-session';
import { orderReviewPayload, requestOrderReview } from './client';
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
  // one update at a time, the newest wins; unbound, the one out is aborted
  const updates = createLatest<void>({ signal });

  const update = async () => {
    blockElement(host);
    const outcome = await updates.run(async (call) => {
      const reply = await requestOrderReview(
        orderReviewPayload(form, getConfig().shop.updateOrderReviewNonce),
        call,
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
    });
    if (outcome.status === 'error') logBlockFailure(outcome.error);
    // a newer update keeps the review blocked
    if (!updates.getSnapshot().pending) unblockElement(host);
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

import { insertHtml } from '@firsat/core/html';
import { type BehaviourContext, dispatchClassic, getConfig, keepPrinted } from '@firsat/core/island';
import { couponOnCartPage } from '../../shared/cart-coupon';
import {
  blockElement,
  cartPageMessages,
  errorNoticeHtml,
  showNotices,
  unblockElement,
} from '../../shared/cart-dom';
import {
  chosenShipping,
  printedShipping,
  restoreShipping,
  sameShipping,
  updateShippingMethod,
} from './client';
import { messages } from './messages';
import type { CartTotalsProps } from './props';

const SHIPPING_CONTROL = 'select.shipping_method, input[name^="shipping_method"]';

/** The coupon a totals row's remove link drops: `data-coupon`, else its `remove_coupon` query. */
function couponOf(link: HTMLAnchorElement): string {
  return (
    link.dataset.coupon ?? new URL(link.href, window.location.href).searchParams.get('remove_coupon') ?? ''
  );
}

/**
 * The cart totals (SPEC §7): choosing a shipping method sends `update_shipping_method` and puts
 * the returned totals in place, then `updated_shipping_method` and `updated_cart_totals`; a
 * coupon's remove link sends `remove_coupon` and refreshes the cart. Blocked (overlay 0.6) while
 * in flight; a failure restores the earlier choice, unblocked, with an error notice. The shipping
 * calculator link toggles its section with aria-expanded. A method chosen before it was bound is
 * sent at once. Unbound or failed, the calculator link and section are as printed.
 */
export function bindCartTotals(
  host: HTMLElement,
  { signal, onCleanup }: BehaviourContext<CartTotalsProps>,
): void {
  const calculator = host.querySelector('.shipping-calculator-button');
  onCleanup(
    keepPrinted([
      [calculator, ['aria-expanded']],
      [host.querySelector('.shipping-calculator-form'), ['style']],
    ]),
  );
  let confirmed = printedShipping(host);

  const sendChoice = async () => {
    const choice = chosenShipping(host);
    blockElement(host);
    const outcome = await updateShippingMethod(choice, getConfig().shop.updateShippingMethodNonce);
    if (outcome.ok) {
      await insertHtml(host, outcome.totalsHtml, 'replace');
      dispatchClassic('updated_shipping_method');
      dispatchClassic('updated_cart_totals');
      confirmed = choice;
      return;
    }
    unblockElement(host);
    restoreShipping(host, confirmed);
    const text =
      outcome.reason === 'expired-nonce'
        ? cartPageMessages.t('cartSessionExpired')
        : messages.t('shippingUpdateFailed');
    await showNotices(errorNoticeHtml(text), host);
  };

  host.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof Element && event.target.matches(SHIPPING_CONTROL)) void sendChoice();
    },
    { signal },
  );
  host.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const remove = event.target.closest<HTMLAnchorElement>('a.woocommerce-remove-coupon');
      if (remove && host.contains(remove)) {
        event.preventDefault();
        const form = document.querySelector<HTMLElement>('form.woocommerce-cart-form');
        void couponOnCartPage('remove', couponOf(remove), form ? [host, form] : [host]);
        return;
      }
      const button = event.target.closest<HTMLElement>('.shipping-calculator-button');
      if (button && host.contains(button)) {
        event.preventDefault();
        const section = host.querySelector<HTMLElement>('.shipping-calculator-form');
        const open = button.getAttribute('aria-expanded') !== 'true';
        button.setAttribute('aria-expanded', String(open));
        if (section) section.style.display = open ? '' : 'none';
      }
    },
    { signal },
  );
  if (!sameShipping(chosenShipping(host), confirmed)) void sendChoice();
}

import { insertHtml } from '@firsat/core/html';
import { dispatchClassic, getConfig, type IslandHostProps, t } from '@firsat/core/island';
import { useEffect } from 'react';
import { couponOnCartPage } from '../../shared/cart-coupon';
import { blockElement, errorNoticeHtml, showNotices, unblockElement } from '../../shared/cart-dom';
import type { CartTotalsProps } from './props';
import { chosenShipping, restoreShipping, updateShippingMethod } from './shipping';

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
 * calculator link toggles its section with aria-expanded.
 */
export function CartTotals({ host }: CartTotalsProps & IslandHostProps) {
  useEffect(() => {
    let confirmed = chosenShipping(host);

    const onChange = async (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.matches(SHIPPING_CONTROL)) return;
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
      const text = outcome.reason === 'expired-nonce' ? t('cartSessionExpired') : t('shippingUpdateFailed');
      await showNotices(errorNoticeHtml(text), host);
    };

    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const remove = event.target.closest<HTMLAnchorElement>('a.woocommerce-remove-coupon');
      if (remove && host.contains(remove)) {
        event.preventDefault();
        const form = document.querySelector<HTMLElement>('form.woocommerce-cart-form');
        void couponOnCartPage('remove', couponOf(remove), form ? [host, form] : [host]);
        return;
      }
      const calculator = event.target.closest<HTMLElement>('.shipping-calculator-button');
      if (calculator && host.contains(calculator)) {
        event.preventDefault();
        const section = host.querySelector<HTMLElement>('.shipping-calculator-form');
        const open = calculator.getAttribute('aria-expanded') !== 'true';
        calculator.setAttribute('aria-expanded', String(open));
        if (section) section.style.display = open ? '' : 'none';
      }
    };

    host.addEventListener('change', onChange);
    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('change', onChange);
      host.removeEventListener('click', onClick);
    };
  }, [host]);
  return null;
}

import { dispatchClassic, type IslandHostProps, t } from '@firsat/core/island';
import { useEffect } from 'react';
import { couponOnCartPage } from '../../shared/cart-coupon';
import {
  CART_TOTALS_SELECTOR,
  cartPageRequest,
  getCartLink,
  isBlocked,
  postCartForm,
} from '../../shared/cart-dom';
import { useRestorePrinted } from '../../shared/printed-markup';
import type { CartFormProps } from './props';

const QTY = 'input.qty';

/** "Sepeti güncelle" is enabled only once a quantity changed (WooCommerce's cart.js). */
function setUpdateEnabled(form: HTMLFormElement, enabled: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('[name="update_cart"]');
  if (!button) return;
  button.disabled = !enabled;
  button.setAttribute('aria-disabled', String(!enabled));
}

function totalsElement(): HTMLElement[] {
  const totals = document.querySelector<HTMLElement>(CART_TOTALS_SELECTOR);
  return totals ? [totals] : [];
}

/**
 * The cart page's items form (SPEC §2 cart page, §7): a changed quantity enables the update
 * button; updating posts the form by fetch to its action and puts the returned cart page in
 * place (form, totals, notices), then `updated_wc_div` and `updated_cart_totals`; remove links
 * work the same way by GET, then `removed_from_cart`; the coupon field applies through
 * `apply_coupon`. Everything is blocked (overlay 0.6) while in flight; a failure keeps the form
 * as it was with an error notice. Renders nothing: the server's form stays and still posts
 * without JavaScript; failing or unmounting, it gives the update button back as printed.
 */
export function CartForm({ host }: CartFormProps & IslandHostProps) {
  useEffect(() => {
    if (!(host instanceof HTMLFormElement)) return;
    const form = host;
    setUpdateEnabled(form, false);

    const update = async () => {
      const outcome = await cartPageRequest(() => postCartForm(form), t('cartActionFailed'));
      setUpdateEnabled(form, !outcome.ok);
    };
    const applyCouponFromField = () => {
      const field = form.querySelector<HTMLInputElement>('[name="coupon_code"]');
      const code = field?.value ?? '';
      void couponOnCartPage('apply', code, [form, ...totalsElement()]).then((outcome) => {
        if (outcome.ok && field?.isConnected) field.value = '';
        setUpdateEnabled(form, false);
      });
    };

    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.matches(QTY)) setUpdateEnabled(form, true);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (isBlocked(form)) return;
      const active = document.activeElement;
      const submitter = event.submitter;
      const coupon =
        submitter?.getAttribute('name') === 'apply_coupon' ||
        (active instanceof HTMLElement && active.matches('[name="coupon_code"]'));
      if (coupon) applyCouponFromField();
      else void update();
    };
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('.product-remove a.remove')
          : null;
      if (!link || !form.contains(link)) return;
      event.preventDefault();
      if (isBlocked(form)) return;
      const href = link.href;
      void cartPageRequest(() => getCartLink(href), t('cartActionFailed')).then((outcome) => {
        if (outcome.ok) dispatchClassic('removed_from_cart', [{}, '', link]);
        setUpdateEnabled(form, false);
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof Element) || !event.target.matches(QTY)) return;
      event.preventDefault();
      void update();
    };

    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('click', onClick);
    form.addEventListener('keydown', onKeyDown);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('click', onClick);
      form.removeEventListener('keydown', onKeyDown);
    };
  }, [host]);
  useRestorePrinted(() =>
    [...host.querySelectorAll('[name="update_cart"]')].map(
      (button) => [button, ['disabled', 'aria-disabled']] as const,
    ),
  );
  return null;
}

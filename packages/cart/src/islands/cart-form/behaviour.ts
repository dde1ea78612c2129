import { type BehaviourContext, dispatchClassic, keepPrinted, t } from '@firsat/core/island';
import { couponOnCartPage } from '../../shared/cart-coupon';
import {
  CART_TOTALS_SELECTOR,
  cartPageRequest,
  getCartLink,
  isBlocked,
  postCartForm,
} from '../../shared/cart-dom';
import type { CartFormProps } from './props';

const QTY = 'input.qty';
const UPDATE = '[name="update_cart"]';

/** "Sepeti güncelle" is enabled only once a quantity changed (WooCommerce's cart.js). */
function setUpdateEnabled(form: HTMLFormElement, enabled: boolean): void {
  const button = form.querySelector<HTMLButtonElement>(UPDATE);
  if (!button) return;
  button.disabled = !enabled;
  button.setAttribute('aria-disabled', String(!enabled));
}

/** A quantity already differs from what the server printed (typed before the form was bound). */
function quantityChanged(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement>(QTY)].some(
    (input) => input.value !== input.defaultValue,
  );
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
 * as it was with an error notice. The server's form stays and still posts without JavaScript;
 * unbound or failed, the update button is as printed.
 */
export function bindCartForm(
  host: HTMLElement,
  { signal, onCleanup }: BehaviourContext<CartFormProps>,
): void {
  if (!(host instanceof HTMLFormElement)) return;
  const form = host;
  onCleanup(
    keepPrinted([...form.querySelectorAll(UPDATE)].map((button) => [button, ['disabled', 'aria-disabled']])),
  );
  setUpdateEnabled(form, quantityChanged(form));

  const update = async () => {
    const outcome = await cartPageRequest(() => postCartForm(form), t('cartActionFailed'));
    if (!signal.aborted) setUpdateEnabled(form, !outcome.ok);
  };
  const applyCouponFromField = () => {
    const field = form.querySelector<HTMLInputElement>('[name="coupon_code"]');
    const code = field?.value ?? '';
    void couponOnCartPage('apply', code, [form, ...totalsElement()]).then((outcome) => {
      if (outcome.ok && field?.isConnected) field.value = '';
      if (!signal.aborted) setUpdateEnabled(form, false);
    });
  };

  const onInput = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(QTY)) setUpdateEnabled(form, true);
  };
  form.addEventListener('input', onInput, { signal });
  form.addEventListener('change', onInput, { signal });
  form.addEventListener(
    'submit',
    (event: SubmitEvent) => {
      event.preventDefault();
      if (isBlocked(form)) return;
      const active = document.activeElement;
      const coupon =
        event.submitter?.getAttribute('name') === 'apply_coupon' ||
        (active instanceof HTMLElement && active.matches('[name="coupon_code"]'));
      if (coupon) applyCouponFromField();
      else void update();
    },
    { signal },
  );
  form.addEventListener(
    'click',
    (event) => {
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
        if (!signal.aborted) setUpdateEnabled(form, false);
      });
    },
    { signal },
  );
  form.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || !(event.target instanceof Element) || !event.target.matches(QTY)) return;
      event.preventDefault();
      void update();
    },
    { signal },
  );
}

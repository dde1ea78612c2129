import { cartQueue, logBlockFailure, shopAjax } from '@firsat/core/http';
import { isNonceRefusal } from '../../shared/cart-coupon';

/** The chosen method per package: index → rate id (`shipping_method[0]=flat_rate:1`). */
export type ShippingChoice = Record<string, string>;

const CHOSEN =
  'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]';

/** The package a shipping control chooses for: its `data-index`, else the index in its name. */
const packageOf = (control: HTMLInputElement | HTMLSelectElement): string =>
  control.dataset.index ?? /\[(\d+)\]/.exec(control.name)?.[1] ?? '0';

/** Reads the chosen methods from the totals markup, keyed by each control's `data-index`. */
export function chosenShipping(root: ParentNode): ShippingChoice {
  const chosen: ShippingChoice = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(CHOSEN)) {
    chosen[packageOf(control)] = control.value;
  }
  return chosen;
}

/**
 * The choice the server printed (the radios' `checked` attribute, the selects' `selected`
 * option), whatever the shopper picked since.
 */
export function printedShipping(root: ParentNode): ShippingChoice {
  const printed: ShippingChoice = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"]',
  )) {
    const index = packageOf(control);
    if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      printed[index] = (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
    } else if (control.type !== 'radio' || control.defaultChecked) {
      printed[index] = control.defaultValue;
    }
  }
  return printed;
}

/** Two choices name the same method for every package. */
export function sameShipping(a: ShippingChoice, b: ShippingChoice): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Checks the radios (or sets the selects) of an earlier choice again: a failed update changes nothing. */
export function restoreShipping(root: ParentNode, choice: ShippingChoice): void {
  for (const [index, value] of Object.entries(choice)) {
    for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      `[name="shipping_method[${index}]"]`,
    )) {
      if (control instanceof HTMLInputElement && control.type === 'radio')
        control.checked = control.value === value;
      else control.value = value;
    }
  }
}

export type ShippingOutcome =
  | { ok: true; totalsHtml: string }
  | { ok: false; reason: 'expired-nonce' | 'failed'; error: unknown };

/**
 * SPEC §7 `update_shipping_method` (cart ajax): `security` and `shipping_method[index]=value`,
 * through the cart queue. The answer is the cart totals HTML; anything else is a failure.
 */
export function updateShippingMethod(choice: ShippingChoice, security: string): Promise<ShippingOutcome> {
  return cartQueue.run(async (): Promise<ShippingOutcome> => {
    try {
      const totalsHtml = await shopAjax<string>(
        'update_shipping_method',
        { security, shipping_method: choice },
        { responseType: 'text' },
      );
      if (!totalsHtml.includes('cart_totals')) throw new Error('The answer is not the cart totals.');
      return { ok: true, totalsHtml };
    } catch (error) {
      logBlockFailure(error);
      return { ok: false, reason: isNonceRefusal(error) ? 'expired-nonce' : 'failed', error };
    }
  });
}

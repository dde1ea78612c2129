import type { IslandHostProps } from '@firsat/core/island';
import { useEffect, useRef } from 'react';
import { bindCheckoutForm } from './bind-checkout-form';
import type { CheckoutFormProps } from './props';

/**
 * The checkout form island (mode 'enhance'): the server's form stays, `bindCheckoutForm` drives
 * it until the island unmounts. Renders nothing of its own. Bound once per form: the props are
 * read from the page and a re-render must not unbind the form while an order is being placed.
 */
export function CheckoutForm({ host, ...props }: CheckoutFormProps & Partial<IslandHostProps>) {
  const propsRef = useRef<CheckoutFormProps>(props);
  useEffect(() => {
    if (!(host instanceof HTMLFormElement)) return;
    const controller = new AbortController();
    bindCheckoutForm(host, propsRef.current, controller.signal);
    return () => controller.abort();
  }, [host]);
  return null;
}

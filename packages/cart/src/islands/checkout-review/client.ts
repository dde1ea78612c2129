import { type RequestData, shopAjax } from '@firsat/core/http';

/** What `update_order_review` answers (reference update-order-review-response.json). */
export interface OrderReviewReply {
  result?: 'success' | 'failure';
  messages?: string;
  reload?: boolean;
  fragments?: Record<string, string>;
}

const value = (form: HTMLFormElement, name: string): string => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
    ? field.value
    : '';
};

/**
 * The fields checkout.js sends to `update_order_review`: security, payment_method, the billing
 * address parts, has_full_address, post_data (the whole form, serialised) and the chosen
 * shipping_method per package.
 */
export function orderReviewPayload(form: HTMLFormElement, security: string): RequestData {
  const checked = (selector: string) =>
    form.querySelector<HTMLInputElement>(`${selector}:checked`)?.value ?? '';
  const shipping: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>(
    'select.shipping_method, input[name^="shipping_method"]',
  )) {
    if (input.type === 'radio' && !input.checked) continue;
    shipping[input.dataset.index ?? '0'] = input.value;
  }
  const address = ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'].map((p) =>
    value(form, `billing_${p}`),
  );
  const post = new URLSearchParams();
  for (const [name, v] of new FormData(form)) if (typeof v === 'string') post.append(name, v);
  return {
    security,
    payment_method: checked('input[name="payment_method"]'),
    country: address[0] ?? '',
    state: address[1] ?? '',
    postcode: address[2] ?? '',
    city: address[3] ?? '',
    address: address[4] ?? '',
    address_2: address[5] ?? '',
    has_full_address: String([0, 2, 3, 4].every((i) => address[i] !== '')),
    post_data: post.toString(),
    shipping_method: shipping,
  };
}

/** POSTs `update_order_review`; rejects with an `HttpError` as the client does. */
export function requestOrderReview(payload: RequestData, signal?: AbortSignal): Promise<OrderReviewReply> {
  return shopAjax<OrderReviewReply>('update_order_review', payload, { signal });
}

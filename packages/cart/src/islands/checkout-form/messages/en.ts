import type tr from './tr';

/** The checkout form's own texts in English (WooCommerce's own). */
export default {
  checkoutError:
    'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.',
} satisfies Record<keyof typeof tr, string>;

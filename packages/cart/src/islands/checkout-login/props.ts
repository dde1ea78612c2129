import { defineProps, getConfig, prop } from '@firsat/core/island';

/** The checkout login's props: the nonce the request carries. */
export const checkoutLoginProps = defineProps('checkout-login', {
  wpnonce: prop.markup<string>(() => getConfig().productBlocks.security, {
    type: 'string',
    doc: 'Sent as `wpnonce`: `wopb_core.security`, the product-blocks nonce (action `wopb-nonce`) the page prints.',
  }),
});

export type CheckoutLoginProps = ReturnType<typeof checkoutLoginProps.parse>;

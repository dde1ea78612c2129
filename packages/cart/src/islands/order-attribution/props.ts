import { defineProps, getConfig, type OrderAttributionConfig, prop } from '@firsat/core/island';

/** Where the island sits: the inputs element in a form, or the page's `wc_order_attribution` script. */
export type AttributionTarget = 'inputs' | 'page';

/** The order attribution island's props: where it sits and the page's `wc_order_attribution`. */
export const orderAttributionProps = defineProps('order-attribution', {
  target: prop.markup<AttributionTarget>((el) => (el.localName === 'script' ? 'page' : 'inputs'), {
    type: "'inputs' | 'page'",
    doc: '`inputs` on `<wc-order-attribution-inputs>` (renders the hidden fields); `page` on the `wc-order-attribution-js-extra` script WordPress prints with the global (records the page view only).',
  }),
  config: prop.markup<OrderAttributionConfig>(() => getConfig().orderAttribution, {
    type: 'wc_order_attribution',
    doc: 'From the `wc_order_attribution` global: lifetime (months, 1.0e-5), session (minutes, 30), prefix (`wc_order_attribution_`), allowTracking (default true) and the field → sourcebuster path map.',
  }),
});

export type OrderAttributionProps = ReturnType<typeof orderAttributionProps.parse>;

import { defineProps, getConfig, prop } from '@firsat/core/island';

/** The body class the plugin prints while its sales notification addon is on (product-blocks.md §8). */
export const SALES_BODY_CLASS = 'wopb-notification-body';

/**
 * The sales popup's schema. Nothing comes from the host element (the `wopb_core` script): the
 * addon's switch is a body class, its timing the `wopb-gap-N` / `wopb-stay-N` body classes, which
 * config resolution reads (SPEC §3; defaults 14 s and 7 s, SPEC §9), and the page id is
 * `wopb_core.page_id`. Each can be given from code: `mount('sales-notification', el, { stayMs })`.
 */
export const salesNotificationProps = defineProps('sales-notification', {
  enabled: prop.markup((el) => el.ownerDocument.body.classList.contains(SALES_BODY_CLASS), {
    type: 'boolean',
    doc: 'The body class `wopb-notification-body` (the addon is on). Without it nothing is requested.',
  }),
  stayMs: prop.markup(() => getConfig().body.salesStaySeconds * 1000, {
    type: 'number (ms)',
    doc: 'The body class `wopb-stay-<seconds>`: how long a popup stays (default 7 s).',
  }),
  gapMs: prop.markup(() => getConfig().body.salesGapSeconds * 1000, {
    type: 'number (ms)',
    doc: 'The body class `wopb-gap-<seconds>`: the pause between two popups (default 14 s).',
  }),
  pageId: prop.markup(() => getConfig().productBlocks.pageId, {
    type: 'integer',
    doc: '`wopb_core.page_id`, sent as `page_id` (the server filters by its page-visibility settings).',
  }),
});

export type SalesNotificationProps = ReturnType<typeof salesNotificationProps.parse>;

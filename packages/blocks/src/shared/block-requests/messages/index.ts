import { defineMessages } from '@firsat/core/island';

/**
 * The listing controls' announcements (firsat's own: the plugin announced nothing). SPEC §8's
 * failure log ('Error occured.please try again') is core's (`logBlockFailure`), shared with the
 * cart, compare and wishlist calls.
 */
export const blockRequestMessages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});

import { defineMessages } from '@firsat/core/island';

/**
 * The post listings' announcements (firsat's own: the plugin announced nothing). SPEC §8's
 * failure log ('Error occured.please try again') is core's (`logBlockFailure`).
 */
export const postListingMessages = defineMessages({
  tr: () => import('./tr'),
  en: () => import('./en'),
});
